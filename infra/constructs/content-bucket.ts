import { Duration } from 'aws-cdk-lib';
import { type IRole, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { CONTENT_KEY_PREFIX, SEED_KEY_PREFIX } from '#shared/content.ts';
import { SecureBucket } from './secure-bucket';

export type ContentObjectAccess = 'read' | 'readwrite';

/**
 * `readwrite` reads and copies old versions and deletes, but a delete in this versioned bucket only
 * adds a delete marker: s3:DeleteObjectVersion, which would erase history, is granted to no one.
 */
const OBJECT_ACTIONS: Record<ContentObjectAccess, string[]> = {
  read: ['s3:GetObject'],
  readwrite: ['s3:GetObject', 's3:GetObjectVersion', 's3:PutObject', 's3:DeleteObject'],
};

/** A deploy's seeds (`_seed/`) are read, by version, to be copied; never written by a function. */
const SEED_ACTIONS = ['s3:GetObject', 's3:GetObjectVersion'];

const NONCURRENT_VERSION_DAYS = 365;
const NONCURRENT_VERSIONS_KEPT = 50;

export interface ContentBucketProps {
  readonly serverAccessLogsBucket: IBucket;
  readonly keepData: boolean;
}

/** The six markdown collections plus files created through the site: versioned, readable by CloudFront only. */
export class ContentBucket extends SecureBucket {
  constructor(scope: Construct, id: string, props: ContentBucketProps) {
    super(scope, id, {
      versioned: true,
      serverAccessLogsBucket: props.serverAccessLogsBucket,
      serverAccessLogsPrefix: 'content-bucket/',
      keepData: props.keepData,
      // Old versions are the documents' history (GET /api/content/files/versions, restore): a version
      // is kept a year after a newer one replaced it, and each object's newest 50 old versions are
      // kept whatever their age. A delete marker with no versions left behind it goes too.
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(NONCURRENT_VERSION_DAYS),
          noncurrentVersionsToRetain: NONCURRENT_VERSIONS_KEPT,
          expiredObjectDeleteMarker: true,
        },
      ],
    });
    // Markdown changes go to the content function (it rebuilds the collection's index); CloudFront reads content/.
    this.sendObjectEventsToEventBridge();
    this.allowCloudFrontReads(CONTENT_KEY_PREFIX);
  }

  /**
   * Object access under content/ for a role of another stack. `readwrite` may also read old versions
   * and delete (OBJECT_ACTIONS says why that loses nothing).
   */
  grantObjectAccess(role: IRole, access: ContentObjectAccess): void {
    const readsSeeds = access === 'readwrite';
    this.grantThroughPolicy(role, access, () => ({
      description: `${access} access to ${CONTENT_KEY_PREFIX}* in the content bucket`,
      statements: [
        new PolicyStatement({
          actions: OBJECT_ACTIONS[access],
          resources: [this.arnForObjects(`${CONTENT_KEY_PREFIX}*`)],
        }),
        // The writer copies a deploy's seed to its document (lambdas/lib/content/seed-copy.ts).
        ...(readsSeeds
          ? [new PolicyStatement({ actions: SEED_ACTIONS, resources: [this.arnForObjects(`${SEED_KEY_PREFIX}*`)] })]
          : []),
      ],
      wildcards: [
        {
          prefix: CONTENT_KEY_PREFIX,
          reason: 'Content files are created at run time under content/, so their keys cannot be listed in advance.',
        },
        ...(readsSeeds
          ? [
              {
                prefix: SEED_KEY_PREFIX,
                reason:
                  'A deploy uploads the repository content/ under _seed/ as it stands; its keys follow the repository.',
              },
            ]
          : []),
      ],
    }));
  }
}
