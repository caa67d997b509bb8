import { Aws, CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AccessLevel,
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  type experimental,
  FunctionEventType,
  HttpVersion,
  LambdaEdgeEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Bucket, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { CacheControl } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { HEALTH_EDGE_CACHE_SECONDS } from '#shared/constants.ts';
import { CONTENT_KEY_PREFIX } from '#shared/content.ts';
import { SITE_FEEDS } from '#shared/feeds.ts';
import { MEDIA_CACHE_CONTROL, MEDIA_KEY_PREFIX } from '#shared/media.ts';
import { RENDERED_PAGES_PREFIX } from '#shared/rendered-pages.ts';
import { API_PREFIX } from '#shared/routes.ts';
import { SEARCH_OBJECTS_PREFIX } from '#shared/search/search-contract.ts';
import type { AppConfig } from '../config';
import { bucketUpload } from '../constructs/bucket-upload';
import type { ContentBucket } from '../constructs/content-bucket';
import { feedRewriteFunction } from '../constructs/feed-rewrite-function';
import type { MediaBucket } from '../constructs/media-bucket';
import { pageOriginResponseFunction } from '../constructs/origin-response-function';
import { PageRenderer } from '../constructs/page-renderer';
import { AccessLogBucket, SecureBucket } from '../constructs/secure-bucket';
import { securityHeadersPolicy } from '../constructs/security-headers';
import { SPA_ASSET_CACHE_CONTROL, SPA_ASSETS_FOLDER, SPA_ENTRY_CACHE_CONTROL } from '../constructs/spa-cache-control';
import { spaBuildEnvironment, spaSource } from '../constructs/spa-source';
import { pageRequestFunction, pageResponseFunction } from '../constructs/viewer-functions';

export interface WebStackProps extends StackProps {
  readonly config: AppConfig;
  readonly api: IHttpApi;
  readonly contentBucket: ContentBucket;
  /** Uploaded images (Stateful stack): CloudFront serves their sizes under `/media/*`. */
  readonly mediaBucket: MediaBucket;
  /** The table whose stream the page renderer reads (Stateful stack). */
  readonly table: ITableV2;
  /**
   * Name of the us-east-1 stack that holds the Lambda@Edge function when this stack is in another
   * region (cloudfront.experimental.EdgeFunction creates it; in us-east-1 the function is in this stack).
   */
  readonly edgeStackId: string;
}

/**
 * One CloudFront domain: the SPA and the rendered pages, `/api/*` to the HTTP API, `/content/*`
 * to the content bucket and `/media/*` to the media bucket; and the page renderer, beside the
 * bucket it writes.
 */
export class WebStack extends Stack {
  readonly pageRenderer: PageRenderer;
  /** The default behaviour's origin-response function (Lambda@Edge, us-east-1): an address with no page → the not-found page, 404. */
  readonly pageOriginResponse: experimental.EdgeFunction;
  /** The `VITE_*` environment the SPA is built with for this stack's site. */
  readonly spaBuild: Readonly<Record<string, string>>;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;

    // CloudFront standard logs are delivered with object ACLs, hence ACLs enabled on this bucket.
    const logBucket = new AccessLogBucket(this, 'AccessLogs', {
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      keepData: config.keepData,
    });
    const spaBucket = new SecureBucket(this, 'SpaBucket', {
      serverAccessLogsBucket: logBucket,
      keepData: config.keepData,
      serverAccessLogsPrefix: 'spa-bucket/',
      // A deploy cut short leaves the parts of its multipart uploads behind, billed until aborted.
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });

    // The content and media buckets' policies (Stateful stack) grant this account's distributions read
    // access; through these imported handles CloudFront does not try to edit those policies from here.
    const contentBucketHandle = Bucket.fromBucketAttributes(this, 'ContentBucketHandle', {
      bucketArn: props.contentBucket.bucketArn,
      bucketRegionalDomainName: props.contentBucket.bucketRegionalDomainName,
    });
    const mediaBucketHandle = Bucket.fromBucketAttributes(this, 'MediaBucketHandle', {
      bucketArn: props.mediaBucket.bucketArn,
      bucketRegionalDomainName: props.mediaBucket.bucketRegionalDomainName,
    });

    // Uploads go from the browser straight to the media bucket's regional endpoint (a presigned POST).
    const uploadOrigin = `https://${props.mediaBucket.bucketRegionalDomainName}`;
    const responseHeadersPolicy = securityHeadersPolicy(this, 'SecurityHeaders', uploadOrigin);
    const viewerProtocolPolicy = ViewerProtocolPolicy.REDIRECT_TO_HTTPS;
    const certificate = config.certificateArn
      ? Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn)
      : undefined;

    const apiOrigin = new HttpOrigin(`${props.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
    });
    // Every open tab polls GET /api/health: one answer per edge per HEALTH_EDGE_CACHE_SECONDS, errors
    // included, whatever the viewer sends. The minimum TTL keeps it even if the origin said no-store.
    const healthTtl = Duration.seconds(HEALTH_EDGE_CACHE_SECONDS);
    const healthCachePolicy = new CachePolicy(this, 'HealthCheckCache', {
      comment: 'GET /api/health: one shared answer per edge for each poll interval',
      minTtl: healthTtl,
      defaultTtl: healthTtl,
      maxTtl: healthTtl,
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const feedRewrite = feedRewriteFunction(this, 'FeedRoutes');
    this.pageOriginResponse = pageOriginResponseFunction(this, 'PageOriginResponses', {
      edgeStackId: props.edgeStackId,
      siteBucket: spaBucket,
    });

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
      // The SPA and the rendered pages (infra/edge/): the viewer functions pick a path's object and
      // answer a page stored as gone with 404; the origin-response function sends a page that was
      // never rendered to /404. The cache policy honours each object's Cache-Control: hashed assets
      // a year, index.html revalidated, rendered pages RENDERED_PAGE_MAX_AGE_SECONDS.
      defaultBehavior: {
        // LIST as well as READ: a missing key (a file or a page never rendered) answers 404, not 403.
        origin: S3BucketOrigin.withOriginAccessControl(spaBucket, {
          originAccessLevels: [AccessLevel.READ, AccessLevel.LIST],
        }),
        viewerProtocolPolicy,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy,
        functionAssociations: [
          { function: pageRequestFunction(this, 'PageRequests'), eventType: FunctionEventType.VIEWER_REQUEST },
          { function: pageResponseFunction(this, 'PageResponses'), eventType: FunctionEventType.VIEWER_RESPONSE },
        ],
        // CloudFront runs no viewer-response function on an origin answer of 400 or more, but runs
        // this one on every answer from the origin: S3's 404 for a page never rendered becomes a 302.
        edgeLambdas: [
          { functionVersion: this.pageOriginResponse.currentVersion, eventType: LambdaEdgeEventType.ORIGIN_RESPONSE },
        ],
      },
      additionalBehaviors: {
        // Before `/api/*`: the visitors' health check, answered from the edge cache. No viewer
        // header, cookie or query string reaches the API on this path; the admins' uncached check is
        // GET /api/admin/health, under `/api/*`.
        [`${API_PREFIX}/health`]: {
          origin: apiOrigin,
          viewerProtocolPolicy,
          allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
          cachePolicy: healthCachePolicy,
          responseHeadersPolicy,
        },
        [`${API_PREFIX}/*`]: {
          origin: apiOrigin,
          viewerProtocolPolicy,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Authorization, cookies and query strings reach the API; Host must stay the API's own.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy,
        },
        // /sitemap.xml and /rss.xml: generated by the feeds group, cached as long as it says.
        ...Object.fromEntries(
          SITE_FEEDS.map((feed) => [
            feed.sitePath,
            {
              origin: apiOrigin,
              viewerProtocolPolicy,
              cachePolicy: CachePolicy.CACHING_OPTIMIZED,
              originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
              responseHeadersPolicy,
              functionAssociations: [{ function: feedRewrite, eventType: FunctionEventType.VIEWER_REQUEST }],
            },
          ]),
        ),
        [`/${CONTENT_KEY_PREFIX}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(contentBucketHandle),
          viewerProtocolPolicy,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy,
        },
        // The images' WebP sizes: never changed under their id, but an image may be deleted, so
        // every answer says MEDIA_CACHE_CONTROL (an hour), in place of what the object says (the
        // sizes written before said a year, immutable): browsers and this cache let a deleted image
        // go within the hour. CachingOptimized keeps an answer as long as that header says. The path
        // is the key, so `uploads/` (no grant to CloudFront either) is never reachable.
        [`/${MEDIA_KEY_PREFIX}*`]: {
          origin: S3BucketOrigin.withOriginAccessControl(mediaBucketHandle),
          viewerProtocolPolicy,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeadersPolicy(this, 'SecurityHeadersMedia', uploadOrigin, {
            'Cache-Control': MEDIA_CACHE_CONTROL,
          }),
        },
      },
    });
    Validations.of(this).acknowledge({
      id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
      reason:
        'Intended: the content and media bucket policies in the Stateful stack already let CloudFront ' +
        'distributions of this account read content/* and media/*; editing them from this stack would create ' +
        'a cross-stack cycle.',
    });
    Validations.of(distribution).acknowledge(
      {
        id: '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
        reason:
          'The origin may list the SPA bucket so that a missing key answers 404, not 403. No viewer request ' +
          'reaches the bucket root: the default root object is set and the viewer-request function maps `/` ' +
          'to _pages/index.html; the cache policy forwards no query string, so no listing parameter gets through.',
      },
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
    this.spaBuild = spaBuildEnvironment(config);
    const spa = spaSource(this.spaBuild);
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
      // The rendered pages and the search index are the renderer's, not the build's: never synced,
      // so never pruned either.
      exclude: [`${SPA_ASSETS_FOLDER}/*`, `${RENDERED_PAGES_PREFIX}/*`, `${SEARCH_OBJECTS_PREFIX}/*`],
      cacheControl: [CacheControl.fromString(SPA_ENTRY_CACHE_CONTROL)],
      prune: false,
      distribution,
      distributionPaths: ['/*'],
    });
    entry.node.addDependency(assets);
    const siteUrl = config.siteUrl || `https://${config.domainName ?? distribution.distributionDomainName}`;
    new CfnOutput(this, 'SiteUrl', { value: siteUrl });

    this.pageRenderer = new PageRenderer(this, 'PageRenderer', {
      config,
      table: props.table,
      contentBucket: props.contentBucket,
      siteBucket: spaBucket,
      apiEndpoint: props.api.apiEndpoint,
      siteUrl,
      spaEntryDeployment: entry,
    });
    new CfnOutput(this, 'RenderFunctionName', {
      description:
        'The page renderer. Render every page again and follow the run: npm run render:watch -- --start ' +
        '--function=<this> (docs/rendering.md, "Full renders").',
      value: this.pageRenderer.function.functionName,
    });
    new CfnOutput(this, 'DeployRenderId', {
      description:
        "The id of this deploy's full render: npm run render:watch follows its run (the render function's " +
        "{ action: 'render-status', deployId } answers it).",
      value: this.pageRenderer.deployRenderId,
    });
  }
}
