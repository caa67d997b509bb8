import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, type ITableV2, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Topic } from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { TABLE_SCHEMA } from '#lambdas/lib/db/table-schema.ts';
import { SEED_KEY_PREFIX } from '#shared/content.ts';
import { REPO_ROOT } from '../bundling';
import type { SigningKeyStore } from '../config';
import { bucketUpload } from '../constructs/bucket-upload';
import { ContentBucket } from '../constructs/content-bucket';
import { type JwtKey, jwtSigningKey } from '../constructs/jwt-signing-key';
import { JwtSigningSecret } from '../constructs/jwt-signing-secret';
import { MediaBucket } from '../constructs/media-bucket';
import { alarmTopic } from '../constructs/operations/alarm-topic';
import { AccessLogBucket } from '../constructs/secure-bucket';

export interface StatefulStackProps extends StackProps {
  /** Names the JWT key alias: `alias/portfolio-<stage>-jwt`. */
  readonly stage: string;
  /** The site's origin, from which browsers upload images to the media bucket; empty while unknown. */
  readonly siteUrl: string;
  /** Subscribed to the alarm topic; undefined: the alarms mail no one. */
  readonly alarmEmail?: string;
  /** Retain the table (with deletion protection), the buckets and the signing key, or let them go with the stack. */
  readonly keepData: boolean;
  /** Where the JWT private key lives: a Secrets Manager secret (default) or a KMS key. */
  readonly signingKey?: SigningKeyStore;
  /** With `signingKey` = `secret`: a new value makes a new key pair. Default 1. */
  readonly signingKeyVersion?: number;
}

/**
 * Data that must outlive any deploy (and, in a stage that keeps its data, the stack): the single table, the content bucket (seeded from content/), the
 * media bucket (uploaded images) and the key that signs session tokens (in KMS or a secret). Also the alarm topic: every
 * stack's alarms notify it, and every other stack is deployed after this one, so its ARN (which
 * never changes) is the one value they read from here for monitoring.
 */
export class StatefulStack extends Stack {
  readonly table: ITableV2;
  readonly contentBucket: ContentBucket;
  readonly mediaBucket: MediaBucket;
  readonly jwtKey: JwtKey;
  readonly alarmTopic: Topic;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);

    const stringKey = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(TABLE_SCHEMA.partitionKey),
      sortKey: stringKey(TABLE_SCHEMA.sortKey),
      globalSecondaryIndexes: TABLE_SCHEMA.globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
      })),
      timeToLiveAttribute: TABLE_SCHEMA.timeToLiveAttribute,
      // The page renderer (Web stack) reads every change: the old image says which pages showed an
      // item before (an unpublished post leaves its lists), the new one which show it now.
      dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
      billing: Billing.onDemand(),
      // On in every stage: turning it off deletes the table's backups, which a stage deployed as
      // production before it kept its data explicitly would lose on its next deploy.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: props.keepData,
      removalPolicy: props.keepData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.jwtKey =
      props.signingKey === 'kms'
        ? { kind: 'kms', key: jwtSigningKey(this, 'JwtSigningKey', props.stage, props.keepData) }
        : new JwtSigningSecret(this, 'JwtSigningSecret', {
            stage: props.stage,
            keepData: props.keepData,
            keyVersion: props.signingKeyVersion ?? 1,
          }).jwtKey;
    this.alarmTopic = alarmTopic(this, 'AlarmTopic', props.alarmEmail);
    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
    // For the operations tools run from a workstation (npm run admin:grant).
    new CfnOutput(this, 'TableName', { value: this.table.tableName });

    const { keepData } = props;
    const serverAccessLogsBucket = new AccessLogBucket(this, 'AccessLogs', { keepData });
    this.contentBucket = new ContentBucket(this, 'ContentBucket', { serverAccessLogsBucket, keepData });
    this.mediaBucket = new MediaBucket(this, 'MediaBucket', {
      serverAccessLogsBucket,
      siteUrl: props.siteUrl,
      keepData,
    });
    // The repository's content/ folder, as seeds: `_seed/` is outside what CloudFront serves, and the
    // content function copies each uploaded file to its document unless the document was edited or
    // deleted in the browser (lambdas/lib/content/seed-copy.ts), so a deploy never undoes an edit.
    // The upload sits beside the bucket, not in the Web stack: across
    // stacks, cdk-nag's id for the upload's bucket/* grant would embed a stage-dependent cross-stack
    // reference that no acknowledgement can name in advance.
    bucketUpload(this, 'DeployContent', {
      // The markdown only: each copied document's S3 event makes the content function rebuild its
      // collection's index from the bucket (files created on the site included). A docs page view
      // still costs no Lambda invocation: CloudFront serves markdown and indexes as static objects.
      sources: [Source.asset(path.join(REPO_ROOT, 'content'), { exclude: ['.gitkeep'] })],
      destinationBucket: this.contentBucket,
      destinationKeyPrefix: SEED_KEY_PREFIX,
      // A file removed from the repository leaves its seed and its document: only the site deletes documents.
      prune: false,
      // No CloudFront invalidation from here (the distribution depends on this stack): edges and browsers
      // revalidate deployed files after five minutes instead.
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.minutes(5))],
    });
  }
}
