import { Duration } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { HttpMethods, type IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { MEDIA_KEY_PREFIX, UPLOAD_KEY_PREFIX } from '#shared/media.ts';
import { SecureBucket } from './secure-bucket';

/**
 * `upload`: the media endpoints, which presign uploads (the browser's POST is authorised by the
 * signer's s3:PutObject) and delete an item's objects. `resize`: the resize worker, which reads and
 * deletes the uploads and writes (and, replacing a profile picture, deletes) the served sizes.
 */
export type MediaObjectAccess = 'upload' | 'resize';

const OBJECT_ACTIONS: Record<MediaObjectAccess, Record<'uploads' | 'media', string[]>> = {
  upload: { uploads: ['s3:PutObject', 's3:DeleteObject'], media: ['s3:DeleteObject'] },
  resize: { uploads: ['s3:GetObject', 's3:DeleteObject'], media: ['s3:PutObject', 's3:DeleteObject'] },
};

/** An upload the resize worker never took (no event, or every retry failed) is removed after a day. */
const UPLOAD_EXPIRATION = Duration.days(1);

/**
 * Without a known site address (no custom domain, `siteUrl` not set yet) the site is on a
 * `*.cloudfront.net` name the Stateful stack cannot know. CORS only lets a browser page read S3's
 * answer; what may be uploaded is decided by the signed POST policy, so the wider origin opens nothing.
 */
export const CLOUDFRONT_ORIGINS = 'https://*.cloudfront.net';

export interface MediaBucketProps {
  readonly serverAccessLogsBucket: IBucket;
  /** The site's origin (`https://…`), from which the browser POSTs uploads; empty while unknown. */
  readonly siteUrl: string;
  readonly keepData: boolean;
}

/**
 * Images uploaded through the site (shared/media.ts): the originals under `uploads/`, never served,
 * and the WebP sizes under `media/`, which CloudFront serves. Not versioned: an image deleted (or a
 * replaced profile picture) is meant to be gone, and the sizes are immutable once written.
 */
export class MediaBucket extends SecureBucket {
  constructor(scope: Construct, id: string, props: MediaBucketProps) {
    super(scope, id, {
      serverAccessLogsBucket: props.serverAccessLogsBucket,
      serverAccessLogsPrefix: 'media-bucket/',
      keepData: props.keepData,
      lifecycleRules: [{ prefix: UPLOAD_KEY_PREFIX, expiration: UPLOAD_EXPIRATION }],
      cors: [
        {
          allowedMethods: [HttpMethods.POST],
          allowedOrigins: [props.siteUrl || CLOUDFRONT_ORIGINS],
          // The upload's progress listener makes the browser send a preflight first.
          allowedHeaders: ['*'],
          maxAge: Duration.hours(1).toSeconds(),
        },
      ],
    });
    // New uploads go to the resize worker; CloudFront serves only the sizes.
    this.sendObjectEventsToEventBridge();
    this.allowCloudFrontReads(MEDIA_KEY_PREFIX);
  }

  /**
   * Object access for a role of another stack. Listing comes with it, so a key already deleted
   * answers 404, not 403: a retried event finds the upload gone and the item decided.
   */
  grantObjectAccess(role: IRole, access: MediaObjectAccess): void {
    const actions = OBJECT_ACTIONS[access];
    this.grantThroughPolicy(role, access, () => ({
      description: `${access} access to ${UPLOAD_KEY_PREFIX}* and ${MEDIA_KEY_PREFIX}* in the media bucket`,
      statements: [
        new PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.bucketArn] }),
        new PolicyStatement({ actions: actions.uploads, resources: [this.arnForObjects(`${UPLOAD_KEY_PREFIX}*`)] }),
        new PolicyStatement({ actions: actions.media, resources: [this.arnForObjects(`${MEDIA_KEY_PREFIX}*`)] }),
      ],
      wildcards: [
        {
          prefix: UPLOAD_KEY_PREFIX,
          reason: 'Uploads are named by the media item id made at run time (uploads/<id>): no key is known in advance.',
        },
        {
          prefix: MEDIA_KEY_PREFIX,
          reason: 'The sizes of an image are written under its id made at run time (media/<id>/<width>.webp).',
        },
      ],
    }));
  }
}
