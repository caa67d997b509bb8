import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOUDFRONT_ORIGINS } from '#infra/constructs/media-bucket.ts';
import { TABLE_SCHEMA } from '#lambdas/lib/db/table-schema.ts';
import { MEDIA_KEY_PREFIX, UPLOAD_KEY_PREFIX } from '#shared/media.ts';
import { type SynthesizedApp, synthApp } from './support/synth-app';

let synthesized: SynthesizedApp;
let template: Template;

beforeAll(() => {
  // The stage that keeps its data; stages.test.ts covers what a disposable stage does with it.
  synthesized = synthApp({ stage: 'prod' });
  template = synthesized.templates.stateful;
});

const tlsOnlyStatement = Match.objectLike({
  Effect: 'Deny',
  Action: 's3:*',
  Condition: { Bool: { 'aws:SecureTransport': 'false' } },
});

describe('the single table', () => {
  it('is named in an output, for the tools run from a workstation (npm run admin:grant)', () => {
    const [tableId] = Object.keys(template.findResources('AWS::DynamoDB::GlobalTable'));
    template.hasOutput('TableName', { Value: { Ref: tableId } });
  });

  it('uses the key, index and TTL names of lambdas/lib/db/table-schema.ts', () => {
    template.resourceCountIs('AWS::DynamoDB::GlobalTable', 1);
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [
        { AttributeName: TABLE_SCHEMA.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SCHEMA.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_SCHEMA.globalIndexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: TABLE_SCHEMA.timeToLiveAttribute, Enabled: true },
    });
  });

  it('declares every key attribute as a string', () => {
    const [table] = Object.values(template.findResources('AWS::DynamoDB::GlobalTable'));
    const keyNames = [
      TABLE_SCHEMA.partitionKey,
      TABLE_SCHEMA.sortKey,
      ...TABLE_SCHEMA.globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    expect(table?.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining(keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
    );
  });

  it('bills on demand, keeps point-in-time recovery and refuses deletion', () => {
    template.hasResource('AWS::DynamoDB::GlobalTable', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        BillingMode: 'PAY_PER_REQUEST',
        Replicas: [
          Match.objectLike({
            DeletionProtectionEnabled: true,
            PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
          }),
        ],
      }),
    });
  });

  it("streams every change with the old and the new image, for the page renderer's event source", () => {
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' },
    });
  });
});

describe('the JWT signing key', () => {
  // The default signingKey, `secret`; jwt-signing-key.test.ts covers the KMS key and the key pair resource.
  it('is a secret kept when the stack goes (a new one would sign everyone out), and no KMS key', () => {
    template.resourceCountIs('AWS::SecretsManager::Secret', 1);
    template.hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain', UpdateReplacePolicy: 'Retain' });
    template.resourceCountIs('AWS::KMS::Key', 0);
  });
});

describe('the content bucket', () => {
  const contentBucketId = () => {
    const ids = Object.keys(
      template.findResources('AWS::S3::Bucket', { Properties: { VersioningConfiguration: { Status: 'Enabled' } } }),
    );
    expect(ids).toHaveLength(1);
    return ids[0] as string;
  };

  it('is versioned, private, encrypted and logs its accesses to the log bucket', () => {
    const logBucketIds = Object.keys(
      template.findResources('AWS::S3::Bucket', {
        Properties: { LifecycleConfiguration: { Rules: [{ ExpirationInDays: 365 }] } },
      }),
    );
    expect(logBucketIds).toHaveLength(1);
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        VersioningConfiguration: { Status: 'Enabled' },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LoggingConfiguration: { DestinationBucketName: { Ref: logBucketIds[0] }, LogFilePrefix: 'content-bucket/' },
      }),
    });
  });

  it('keeps old versions (the documents’ history) a year, and at least the newest 50 of each object', () => {
    const bucket = template.findResources('AWS::S3::Bucket')[contentBucketId()];
    expect(bucket?.Properties.LifecycleConfiguration.Rules).toEqual([
      {
        Status: 'Enabled',
        NoncurrentVersionExpiration: { NoncurrentDays: 365, NewerNoncurrentVersions: 50 },
        ExpiredObjectDeleteMarker: true,
      },
    ]);
  });

  it('refuses requests without TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: contentBucketId() },
      PolicyDocument: { Statement: Match.arrayWith([tlsOnlyStatement]) },
    });
  });

  it('lets CloudFront of this account read content/* and nothing else', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: contentBucketId() },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: 's3:GetObject',
            Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [contentBucketId(), 'Arn'] }, '/content/*']] },
            Condition: Match.objectLike({ StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } } }),
          }),
        ]),
      },
    });
  });

  it('receives the repository content/ folder as seeds under _seed/, never writing content/ nor deleting anything', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: contentBucketId() },
      DestinationBucketKeyPrefix: '_seed/',
      Prune: false,
    });
    const prefixes = Object.values(template.findResources('Custom::CDKBucketDeployment')).map(
      (resource) => resource.Properties.DestinationBucketKeyPrefix,
    );
    expect(prefixes).not.toContain('content/');
  });

  it('uploads the markdown only, and sends its object events to EventBridge to rebuild the indexes', () => {
    const [deployment] = Object.values(template.findResources('Custom::CDKBucketDeployment')).filter(
      (resource) => resource.Properties.DestinationBucketKeyPrefix === '_seed/',
    );
    expect(deployment?.Properties.SourceObjectKeys).toHaveLength(1);
    template.hasResourceProperties('AWS::S3::Bucket', {
      VersioningConfiguration: { Status: 'Enabled' },
      NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
    });
    // Native CloudFormation, not CDK's bucket-notifications custom resource.
    template.resourceCountIs('Custom::S3BucketNotifications', 0);
  });
});

describe('the media bucket', () => {
  const mediaBucket = () => {
    const found = Object.entries(template.findResources('AWS::S3::Bucket')).filter(([id]) =>
      id.startsWith('MediaBucket'),
    );
    expect(found).toHaveLength(1);
    return found[0] as [string, { Properties: Record<string, unknown> }];
  };

  it('is private, encrypted, kept with the stack, unversioned, and logs its accesses to the log bucket', () => {
    const [id] = mediaBucket();
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
        LoggingConfiguration: {
          DestinationBucketName: { Ref: Match.stringLikeRegexp('^AccessLogs') },
          LogFilePrefix: 'media-bucket/',
        },
        NotificationConfiguration: { EventBridgeConfiguration: { EventBridgeEnabled: true } },
      }),
    });
    // A deleted image, or a replaced profile picture, is gone: no old version keeps it.
    expect(mediaBucket()[1].Properties.VersioningConfiguration).toBeUndefined();
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: id },
      PolicyDocument: { Statement: Match.arrayWith([tlsOnlyStatement]) },
    });
  });

  it('expires uploads the resize worker never took after a day, and nothing else', () => {
    expect(mediaBucket()[1].Properties.LifecycleConfiguration).toEqual({
      Rules: [{ Status: 'Enabled', Prefix: UPLOAD_KEY_PREFIX, ExpirationInDays: 1 }],
    });
  });

  it('takes browser POSTs (the presigned uploads) from any CloudFront name while the site address is unknown', () => {
    expect(mediaBucket()[1].Properties.CorsConfiguration).toEqual({
      CorsRules: [
        { AllowedMethods: ['POST'], AllowedOrigins: [CLOUDFRONT_ORIGINS], AllowedHeaders: ['*'], MaxAge: 3600 },
      ],
    });
  });

  it('takes them from the site only once its address is known', () => {
    const withSite = synthApp({ siteUrl: 'https://d1234abcd.cloudfront.net' });
    withSite.templates.stateful.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({ AllowedMethods: ['POST'], AllowedOrigins: ['https://d1234abcd.cloudfront.net'] }),
        ],
      },
    });
  });

  it('lets CloudFront of this account read media/* (the sizes) and never uploads/', () => {
    const [id] = mediaBucket();
    const policies = Object.values(
      template.findResources('AWS::S3::BucketPolicy', { Properties: { Bucket: { Ref: id } } }),
    );
    const cloudFront = policies
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement)
      .filter((statement) => JSON.stringify(statement.Principal ?? {}).includes('cloudfront'));
    expect(cloudFront).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: 's3:GetObject',
        Resource: { 'Fn::Join': ['', [{ 'Fn::GetAtt': [id, 'Arn'] }, `/${MEDIA_KEY_PREFIX}*`]] },
        Condition: expect.objectContaining({ StringEquals: { 'AWS:SourceAccount': { Ref: 'AWS::AccountId' } } }),
      }),
    ]);
  });
});
