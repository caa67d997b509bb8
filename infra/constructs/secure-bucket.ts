import { Aws, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { EventPattern } from 'aws-cdk-lib/aws-events';
import { type IRole, ManagedPolicy, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  type BucketProps,
  type CfnBucket,
  type IBucket,
  ObjectOwnership,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';

type FixedSettings = 'blockPublicAccess' | 'publicReadAccess' | 'enforceSSL' | 'minimumTLSVersion' | 'encryption';
type RemovalSettings = 'removalPolicy' | 'autoDeleteObjects';

const FIXED_SETTINGS = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
  encryption: BucketEncryption.S3_MANAGED,
} satisfies Pick<BucketProps, FixedSettings>;

/**
 * A kept bucket outlives its stack with its objects; a disposable stage's bucket is emptied and
 * deleted with it (CloudFormation cannot delete a bucket that still holds objects).
 */
function removalSettings(keepData: boolean): Pick<BucketProps, RemovalSettings> {
  return keepData
    ? { removalPolicy: RemovalPolicy.RETAIN }
    : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true };
}

export interface SecureBucketProps
  extends Omit<BucketProps, FixedSettings | RemovalSettings | 'serverAccessLogsBucket'> {
  /** Every bucket that serves or stores site data logs its requests. */
  readonly serverAccessLogsBucket: IBucket;
  /** The stage's `keepData`: retained with its objects, or emptied and deleted with the stack. */
  readonly keepData: boolean;
}

/** One kind of object access: its policy's statements, and why each `<prefix>*` it grants cannot be narrower. */
export interface ObjectGrant {
  readonly description: string;
  readonly statements: PolicyStatement[];
  /** The key prefixes granted as `<prefix>*`, each with the reason cdk-nag's wildcard finding is accepted. */
  readonly wildcards: ReadonlyArray<{ readonly prefix: string; readonly reason: string }>;
}

/** A private bucket: no public access, TLS 1.2+ only, S3-managed encryption, server access logs on. */
export class SecureBucket extends Bucket {
  private readonly objectPolicies = new Map<string, ManagedPolicy>();

  constructor(scope: Construct, id: string, props: SecureBucketProps) {
    const { keepData, ...bucketProps } = props;
    super(scope, id, { ...bucketProps, ...FIXED_SETTINGS, ...removalSettings(keepData) });
  }

  /**
   * Sends the bucket's object events to EventBridge, where a rule of the Api stack hands them to a
   * function. Set on the CloudFormation resource: the L2 `eventBridgeEnabled` would add CDK's
   * bucket-notifications custom resource Lambda.
   */
  sendObjectEventsToEventBridge(): void {
    (this.node.defaultChild as CfnBucket).addPropertyOverride(
      'NotificationConfiguration.EventBridgeConfiguration.EventBridgeEnabled',
      true,
    );
  }

  /**
   * The EventBridge pattern of this bucket's object events (sendObjectEventsToEventBridge) of the
   * given types (`Object Created`, `Object Deleted`) for the keys that match one of `keys`.
   */
  objectEvents(detailType: string[], keys: Array<{ prefix: string } | { wildcard: string }>): EventPattern {
    return { source: ['aws.s3'], detailType, detail: { bucket: { name: [this.bucketName] }, object: { key: keys } } };
  }

  /**
   * Lets CloudFront (Origin Access Control) read the objects under `prefix`. The distribution is in
   * the Web stack, which depends on the bucket's: naming its id here would make a dependency cycle,
   * so the grant is scoped to this account's distributions.
   */
  allowCloudFrontReads(prefix: string): void {
    this.addToResourcePolicy(
      new PolicyStatement({
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.arnForObjects(`${prefix}*`)],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );
  }

  /**
   * Object access for a role of another stack, as a managed policy of this stack made once per kind
   * of access: an inline grant there would name this bucket through a cross-stack reference, and
   * cdk-nag's finding id for a `/*` wildcard would then change with the stage and CDK's output naming.
   */
  protected grantThroughPolicy(role: IRole, access: string, grant: () => ObjectGrant): void {
    let policy = this.objectPolicies.get(access);
    if (policy === undefined) {
      const { description, statements, wildcards } = grant();
      policy = new ManagedPolicy(this, `ObjectAccess-${access}`, { description, statements });
      const logicalId = Stack.of(this).getLogicalId(this.node.defaultChild as CfnBucket);
      Validations.of(policy).acknowledge(
        ...wildcards.map(({ prefix, reason }) => ({
          id: `AwsSolutions-IAM5[Resource::<${logicalId}.Arn>/${prefix}*]`,
          reason,
        })),
      );
      this.objectPolicies.set(access, policy);
    }
    role.addManagedPolicy(policy);
  }
}

export interface AccessLogBucketProps {
  /**
   * CloudFront standard logs are written with object ACLs, so a bucket that receives them needs
   * ACLs enabled (`BUCKET_OWNER_PREFERRED`); S3 server access logs work with the default.
   */
  readonly objectOwnership?: ObjectOwnership;
  /** The stage's `keepData`: retained with its logs, or emptied and deleted with the stack. */
  readonly keepData: boolean;
}

/** Kept for a year: long enough to investigate an incident, short enough not to grow forever. */
const LOG_RETENTION = Duration.days(365);

/** Destination of other buckets' server access logs (and CloudFront logs): private, TLS-only, expiring. */
export class AccessLogBucket extends Bucket {
  constructor(scope: Construct, id: string, props: AccessLogBucketProps) {
    super(scope, id, {
      ...FIXED_SETTINGS,
      ...removalSettings(props.keepData),
      objectOwnership: props.objectOwnership ?? ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ expiration: LOG_RETENTION }],
    });
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This bucket is the access-log destination; logging its own accesses would need another log bucket, ' +
        'and so on without end. It is private, TLS-only and written only by the S3 and CloudFront log services.',
    });
  }
}
