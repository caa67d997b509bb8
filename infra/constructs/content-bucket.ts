import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { type IRole, ManagedPolicy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
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
  private readonly objectPolicies = new Map<ContentObjectAccess, ManagedPolicy>();

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
   * Object access under content/ for a role of another stack, as a managed policy of this stack:
   * an inline grant there would name this bucket through a cross-stack reference, and cdk-nag's
   * finding id for the `/*` wildcard would then change with the stage and CDK's output naming.
   * `readwrite` may also read old versions and delete (OBJECT_ACTIONS says why that loses nothing).
   */
  grantObjectAccess(role: IRole, access: ContentObjectAccess): void {
    let policy = this.objectPolicies.get(access);
    if (policy === undefined) {
      const logicalId = Stack.of(this).getLogicalId(this.node.defaultChild as CfnBucket);
      const objects = `${CONTENT_KEY_PREFIX}*`;
      const seeds = `${SEED_KEY_PREFIX}*`;
      const readsSeeds = access === 'readwrite';
      policy = new ManagedPolicy(this, `ObjectAccess-${access}`, {
        description: `${access} access to ${objects} in the content bucket`,
        statements: [
          new PolicyStatement({ actions: OBJECT_ACTIONS[access], resources: [this.arnForObjects(objects)] }),
          // The writer copies a deploy's seed to its document (lambdas/lib/content/seed-copy.ts).
          ...(readsSeeds
            ? [new PolicyStatement({ actions: SEED_ACTIONS, resources: [this.arnForObjects(seeds)] })]
            : []),
        ],
      });
      Validations.of(policy).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${objects}]`,
        reason: 'Content files are created at run time under content/, so their keys cannot be listed in advance.',
      });
      if (readsSeeds) {
        Validations.of(policy).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${seeds}]`,
          reason: 'A deploy uploads the repository content/ under _seed/ as it stands; its keys follow the repository.',
        });
      }
      this.objectPolicies.set(access, policy);
    }
    role.addManagedPolicy(policy);
  }
}
