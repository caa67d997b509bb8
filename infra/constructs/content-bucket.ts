import { Aws, Duration, Stack, Validations } from 'aws-cdk-lib';
import { type IRole, ManagedPolicy, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { CfnBucket, IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { CONTENT_KEY_PREFIX, RENDERED_ROOT } from '#shared/content.ts';
import { SecureBucket } from './secure-bucket';

export type ContentObjectAccess = 'read' | 'readwrite';

const OBJECT_ACTIONS: Record<ContentObjectAccess, string[]> = {
  read: ['s3:GetObject'],
  readwrite: ['s3:GetObject', 's3:PutObject'],
};

export interface ContentBucketProps {
  readonly serverAccessLogsBucket: IBucket;
}

/** The six markdown collections plus files created through the site: versioned, readable by CloudFront only. */
export class ContentBucket extends SecureBucket {
  private readonly objectPolicies = new Map<ContentObjectAccess, ManagedPolicy>();

  constructor(scope: Construct, id: string, props: ContentBucketProps) {
    super(scope, id, {
      versioned: true,
      serverAccessLogsBucket: props.serverAccessLogsBucket,
      serverAccessLogsPrefix: 'content-bucket/',
      // Old versions are the undo history of edits and deploys; three months is enough to notice a mistake.
      lifecycleRules: [{ noncurrentVersionExpiration: Duration.days(90) }],
    });
    // Object events go to EventBridge, where the Api stack's rule sends markdown changes to the
    // content function (it rebuilds the collection's index). Set on the CloudFormation resource:
    // the L2 `eventBridgeEnabled` would add CDK's bucket-notifications custom resource Lambda.
    (this.node.defaultChild as CfnBucket).addPropertyOverride(
      'NotificationConfiguration.EventBridgeConfiguration.EventBridgeEnabled',
      true,
    );
    // The distribution is in the Web stack, which depends on this one: naming its id here would make a
    // dependency cycle, so the Origin Access Control grant is scoped to this account's distributions.
    this.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.arnForObjects(`${CONTENT_KEY_PREFIX}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );
  }

  /**
   * Object access under content/ for a role of another stack, as a managed policy of this stack:
   * an inline grant there would name this bucket through a cross-stack reference, and cdk-nag's
   * finding id for the `/*` wildcard would then change with the stage and CDK's output naming.
   * `readwrite` may also delete, but only rendered documents (the copy of a markdown file that is
   * gone), never markdown or an index.
   */
  grantObjectAccess(role: IRole, access: ContentObjectAccess): void {
    let policy = this.objectPolicies.get(access);
    if (policy === undefined) {
      const logicalId = Stack.of(this).getLogicalId(this.node.defaultChild as CfnBucket);
      const objects = `${CONTENT_KEY_PREFIX}*`;
      const rendered = `${CONTENT_KEY_PREFIX}${RENDERED_ROOT}/*`;
      policy = new ManagedPolicy(this, `ObjectAccess-${access}`, {
        description: `${access} access to ${objects} in the content bucket`,
        statements: [
          new PolicyStatement({ actions: OBJECT_ACTIONS[access], resources: [this.arnForObjects(objects)] }),
          ...(access === 'readwrite'
            ? [new PolicyStatement({ actions: ['s3:DeleteObject'], resources: [this.arnForObjects(rendered)] })]
            : []),
        ],
      });
      Validations.of(policy).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${objects}]`,
        reason: 'Content files are created at run time under content/, so their keys cannot be listed in advance.',
      });
      if (access === 'readwrite') {
        Validations.of(policy).acknowledge({
          id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${rendered}]`,
          reason:
            'A rendered document is removed when its markdown file is deleted; its key follows that file, so it cannot be listed in advance.',
        });
      }
      this.objectPolicies.set(access, policy);
    }
    role.addManagedPolicy(policy);
  }
}
