import { Aws, CfnOutput, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  FunctionEventType,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Bucket, type IBucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { CacheControl } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { CONTENT_KEY_PREFIX } from '../../shared/content';
import { API_PREFIX } from '../../shared/routes';
import type { AppConfig } from '../config';
import { bucketUpload } from '../constructs/bucket-upload';
import { AccessLogBucket, SecureBucket } from '../constructs/secure-bucket';
import { securityHeadersPolicy } from '../constructs/security-headers';
import { SPA_ASSET_CACHE_CONTROL, SPA_ASSETS_FOLDER, SPA_ENTRY_CACHE_CONTROL } from '../constructs/spa-cache-control';
import { spaDeepLinkFunction } from '../constructs/spa-deep-link-function';
import { spaBuildEnvironment, spaSource } from '../constructs/spa-source';

export interface WebStackProps extends StackProps {
  readonly config: AppConfig;
  readonly api: IHttpApi;
  readonly contentBucket: IBucket;
}

/** One CloudFront domain: the SPA, `/api/*` to the HTTP API and `/content/*` to the content bucket. */
export class WebStack extends Stack {
  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    // CloudFront standard logs are delivered with object ACLs, hence ACLs enabled on this bucket.
    const logBucket = new AccessLogBucket(this, 'AccessLogs', {
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    });
    const spaBucket = new SecureBucket(this, 'SpaBucket', {
      serverAccessLogsBucket: logBucket,
      serverAccessLogsPrefix: 'spa-bucket/',
    });

    // The content bucket's policy (Stateful stack) grants this account's distributions read access;
    // through this imported handle CloudFront does not try to edit that policy from here.
    const contentBucketHandle = Bucket.fromBucketAttributes(this, 'ContentBucketHandle', {
      bucketArn: props.contentBucket.bucketArn,
      bucketRegionalDomainName: props.contentBucket.bucketRegionalDomainName,
    });

    const responseHeadersPolicy = securityHeadersPolicy(this, 'SecurityHeaders');
    const viewerProtocolPolicy = ViewerProtocolPolicy.REDIRECT_TO_HTTPS;
    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    const distribution = new Distribution(this, 'Distribution', {
      comment: `Portfolio ${config.stage}`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      // Europe and North America edges only: the cheapest class, enough for a personal site.
      priceClass: PriceClass.PRICE_CLASS_100,
      ...(config.domainName && certificate
        ? {
            domainNames: [config.domainName],
            certificate,
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      enableLogging: true,
      logBucket,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(spaBucket),
        viewerProtocolPolicy,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [
          { function: spaDeepLinkFunction(this, 'SpaDeepLinks'), eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [`${API_PREFIX}/*`]: {
          origin: new HttpOrigin(`${props.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
            protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Authorization, cookies and query strings reach the API; Host must stay the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
        },
        [`/${CONTENT_KEY_PREFIX}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(contentBucketHandle),
          viewerProtocolPolicy,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy,
        },
      },
    });
    Validations.of(this).acknowledge({
      id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      reason:
        'Intended: the content bucket policy in the Stateful stack already lets CloudFront distributions of ' +
        'this account read content/*; editing it from this stack would create a cross-stack cycle.',
    });
    Validations.of(distribution).acknowledge(
      {
        id: 'AwsSolutions-CFR1',
        reason: 'A public personal site meant for readers anywhere; no law or licence limits it to some countries.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'A CloudFront web ACL must live in us-east-1 and costs a fixed monthly fee out of proportion to a ' +
          'personal site. Abuse is bounded by Shield Standard, the API stage throttle and the login lockout.',
      },
    );
    if (!certificate) {
      Validations.of(distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose ' +
          'security policy CloudFront fixes at TLSv1. Set the domainName and certificateArn context to get TLS 1.2_2021.',
      });
    }

    // Two uploads of one build, for their Cache-Control: hashed assets first, then the files that
    // name them (index.html and the rest) with the invalidation, so no page points at a missing chunk.
    const spa = spaSource(spaBuildEnvironment(config));
    const assets = bucketUpload(this, 'DeploySpaAssets', {
      sources: [spa],
      destinationBucket: spaBucket,
      exclude: ['*'],
      include: [`${SPA_ASSETS_FOLDER}/*`],
      cacheControl: [CacheControl.fromString(SPA_ASSET_CACHE_CONTROL)],
      // Tabs opened before a deploy still lazy-load the previous build's chunks: keep them.
      prune: false,
    });
    const entry = bucketUpload(this, 'DeploySpa', {
      sources: [spa],
      destinationBucket: spaBucket,
      exclude: [`${SPA_ASSETS_FOLDER}/*`],
      cacheControl: [CacheControl.fromString(SPA_ENTRY_CACHE_CONTROL)],
      prune: false,
      distribution,
      distributionPaths: ['/*'],
    });
    entry.node.addDependency(assets);
    new CfnOutput(this, 'SiteUrl', {
      value: `https://${config.domainName ?? distribution.distributionDomainName}`,
    });
  }
}
