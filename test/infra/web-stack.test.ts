import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '#infra/config.ts';
import { feedRewriteCode } from '#infra/constructs/feed-rewrite-function.ts';
import { contentSecurityPolicy } from '#infra/constructs/security-headers.ts';
import { spaBuildEnvironment } from '#infra/constructs/spa-source.ts';
import { VIEWER_FUNCTION_SOURCES, viewerFunctionCode } from '#infra/constructs/viewer-functions.ts';
import { HEALTH_CACHE_CONTROL, HEALTH_EDGE_CACHE_SECONDS } from '#shared/constants.ts';
import { MEDIA_CACHE_CONTROL } from '#shared/media.ts';
import { RENDERED_PAGE_MAX_AGE_SECONDS } from '#shared/rendered-pages.ts';
import { scratchApp } from './support/scratch-app';
import { type SynthesizedApp, synthApp } from './support/synth-app';

/** Managed policy ids of CloudFront, fixed by AWS. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const CACHING_OPTIMIZED = '658327ea-f89d-4fab-a63d-7e88639e58f6';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const certificateArn = 'arn:aws:acm:us-east-1:123456789012:certificate/0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0';

let synthesized: SynthesizedApp;
let template: Template;

beforeAll(() => {
  synthesized = synthApp();
  template = synthesized.templates.web;
});

interface Behavior {
  PathPattern?: string;
  LambdaFunctionAssociations?: unknown[];
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  ViewerProtocolPolicy: string;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: unknown[];
  TargetOriginId: string;
}
interface DistributionConfig {
  DefaultCacheBehavior: Behavior;
  CacheBehaviors: Behavior[];
  Origins: { Id: string; DomainName: unknown; OriginAccessControlId?: unknown; CustomOriginConfig?: unknown }[];
  Logging?: unknown;
}

function distributionConfig(): DistributionConfig {
  const distributions = Object.values(template.findResources('AWS::CloudFront::Distribution'));
  expect(distributions).toHaveLength(1);
  return distributions[0]?.Properties.DistributionConfig;
}

function behavior(pathPattern: string): Behavior {
  const found = distributionConfig().CacheBehaviors.find((candidate) => candidate.PathPattern === pathPattern);
  if (!found) throw new Error(`no behavior for ${pathPattern}`);
  return found;
}

const originOf = (behaviorOf: Behavior) =>
  distributionConfig().Origins.find((origin) => origin.Id === behaviorOf.TargetOriginId);

describe('CloudFront behaviours', () => {
  it('send /api/* uncached to the HTTP API with the viewer headers, cookies and query strings', () => {
    const api = behavior('/api/*');
    expect(api).toMatchObject({
      CachePolicyId: CACHING_DISABLED,
      OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    expect(api.AllowedMethods?.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    const origin = originOf(api);
    expect(JSON.stringify(origin?.DomainName)).toContain('.execute-api.');
    expect(origin?.CustomOriginConfig).toEqual({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
  });

  it('answer GET /api/health from the edge: one cached answer per 30 s, errors too, whatever the viewer sends', () => {
    const behaviors = distributionConfig().CacheBehaviors;
    const health = behavior('/api/health');
    // Matched before /api/*, which would send it to the API uncached.
    expect(behaviors.indexOf(health)).toBeLessThan(behaviors.indexOf(behavior('/api/*')));
    expect(health.AllowedMethods?.sort()).toEqual(['GET', 'HEAD']);
    expect(health.OriginRequestPolicyId).toBeUndefined();
    expect(originOf(health)?.Id).toBe(originOf(behavior('/api/*'))?.Id);
    expect(health.CachePolicyId).toEqual({ Ref: expect.stringMatching(/^HealthCheckCache/) });
    const policies = template.findResources('AWS::CloudFront::CachePolicy');
    const policy = Object.entries(policies).find(([id]) => id.startsWith('HealthCheckCache'))?.[1];
    expect(policy?.Properties.CachePolicyConfig).toMatchObject({
      MinTTL: HEALTH_EDGE_CACHE_SECONDS,
      DefaultTTL: HEALTH_EDGE_CACHE_SECONDS,
      MaxTTL: HEALTH_EDGE_CACHE_SECONDS,
      ParametersInCacheKeyAndForwardedToOrigin: {
        HeadersConfig: { HeaderBehavior: 'none' },
        CookiesConfig: { CookieBehavior: 'none' },
        QueryStringsConfig: { QueryStringBehavior: 'none' },
      },
    });
    expect(HEALTH_EDGE_CACHE_SECONDS).toBe(30);
    // The origin's answer says the same, so CloudFront keeps a 503 as long as a 200 (its error
    // caching takes the longer of s-maxage and its 10 s default) and browsers do not keep it.
    expect(HEALTH_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=30');
  });

  it('serve /content/* cached from the content bucket through Origin Access Control', () => {
    const content = behavior('/content/*');
    expect(content).toMatchObject({ CachePolicyId: CACHING_OPTIMIZED, ViewerProtocolPolicy: 'redirect-to-https' });
    const origin = originOf(content);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(origin?.DomainName)).toContain('ContentBucket');
  });

  it("serve /media/* (the images' sizes) cached from the media bucket through Origin Access Control", () => {
    const media = behavior('/media/*');
    // CachingOptimized keeps an answer as long as its Cache-Control says: an hour (below).
    expect(media).toMatchObject({ CachePolicyId: CACHING_OPTIMIZED, ViewerProtocolPolicy: 'redirect-to-https' });
    expect(media.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
    const origin = originOf(media);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(JSON.stringify(origin?.DomainName)).toContain('MediaBucket');
    // The originals are never served: no behaviour reaches uploads/.
    expect(distributionConfig().CacheBehaviors.map((each) => each.PathPattern)).not.toContain('/uploads/*');
  });

  it('serve everything else from the SPA bucket through Origin Access Control', () => {
    const spa = distributionConfig().DefaultCacheBehavior;
    expect(spa).toMatchObject({ CachePolicyId: CACHING_OPTIMIZED, ViewerProtocolPolicy: 'redirect-to-https' });
    expect(originOf(spa)).toMatchObject({
      DomainName: { 'Fn::GetAtt': [expect.stringMatching(/^SpaBucket/), 'RegionalDomainName'] },
      OriginAccessControlId: expect.anything(),
    });
  });

  it('let the distribution, and only it, read and list the SPA bucket, so a missing key answers 404', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^SpaBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Action: ['s3:GetObject', 's3:ListBucket'],
            Condition: {
              StringEquals: { 'AWS:SourceArn': Match.objectLike({ 'Fn::Join': Match.anyValue() }) },
            },
          }),
        ]),
      },
    });
  });

  it('keep rendered pages at the edge as long as their Cache-Control says (CachingOptimized honours it)', () => {
    // CachingOptimized takes the origin's max-age between its 1 s minimum and one-year maximum: rendered
    // pages (max-age=RENDERED_PAGE_MAX_AGE_SECONDS) a minute, index.html (no-cache) a second, assets a year.
    expect(distributionConfig().DefaultCacheBehavior.CachePolicyId).toBe(CACHING_OPTIMIZED);
    expect(RENDERED_PAGE_MAX_AGE_SECONDS).toBeLessThanOrEqual(60);
  });

  it('pick pages and answer gone ones with 404 on the default behaviour only, with no distribution-wide error pages', () => {
    const config = distributionConfig();
    const functionArn = (id: string) => ({
      'Fn::GetAtt': [expect.stringMatching(new RegExp(`^${id}`)), 'FunctionARN'],
    });
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: functionArn('PageRequests') },
      { EventType: 'viewer-response', FunctionARN: functionArn('PageResponses') },
    ]);
    for (const other of config.CacheBehaviors) {
      if (other.PathPattern?.endsWith('.xml')) continue; // the feed routes have their own function
      expect(other.FunctionAssociations).toBeUndefined();
    }
    expect(config).not.toHaveProperty('CustomErrorResponses');
  });

  it('send a page that was never rendered to /404 with the origin-response function, on the default behaviour only', () => {
    const config = distributionConfig();
    // A numbered version of the function (Lambda@Edge takes no $LATEST and no alias).
    expect(config.DefaultCacheBehavior.LambdaFunctionAssociations).toEqual([
      {
        EventType: 'origin-response',
        LambdaFunctionARN: { Ref: expect.stringMatching(/^PageOriginResponses.*Version/) },
      },
    ]);
    for (const other of config.CacheBehaviors)
      expect(other.LambdaFunctionAssociations, other.PathPattern).toBeUndefined();
  });

  it('add the security headers to the SPA, the API and the content', () => {
    const config = distributionConfig();
    for (const each of [config.DefaultCacheBehavior, ...config.CacheBehaviors]) {
      expect(each.ResponseHeadersPolicyId).toEqual({ Ref: expect.stringMatching(/^SecurityHeaders/) });
    }
  });

  it("say an hour's Cache-Control on every /media/* answer, in place of the object's, so a deleted image leaves browsers within the hour", () => {
    const policyId = behavior('/media/*').ResponseHeadersPolicyId as { Ref: string };
    const policy = template.findResources('AWS::CloudFront::ResponseHeadersPolicy')[policyId.Ref];
    expect(policy?.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig).toEqual({
      Items: [{ Header: 'Cache-Control', Value: MEDIA_CACHE_CONTROL, Override: true }],
    });
    expect(MEDIA_CACHE_CONTROL).toBe('public, max-age=3600');
    // The security headers stay on the images' answers too.
    expect(policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.FrameOptions).toEqual({
      FrameOption: 'DENY',
      Override: true,
    });
    // No other behaviour overrides Cache-Control: the pages and assets say their own.
    const others = distributionConfig().CacheBehaviors.filter((each) => each.PathPattern !== '/media/*');
    for (const each of [distributionConfig().DefaultCacheBehavior, ...others]) {
      expect(each.ResponseHeadersPolicyId, each.PathPattern).not.toEqual(policyId);
    }
  });

  it('write standard logs to the log bucket', () => {
    expect(distributionConfig().Logging).toEqual({
      Bucket: { 'Fn::GetAtt': [expect.stringMatching(/^AccessLogs/), 'RegionalDomainName'] },
      Prefix: 'cloudfront/',
    });
  });
});

describe('security headers policy', () => {
  it('sets CSP, two-year preloaded HSTS, nosniff, DENY framing and a strict referrer policy', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63_072_000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
        },
      }),
    });
  });

  it('allows only the site itself to run scripts or be framed, and to be connected to besides the media bucket (uploads)', () => {
    const policy = contentSecurityPolicy('https://media.example');
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self' https://media.example;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-eval');
    const [headers] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const synthesized = JSON.stringify(
      headers?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy,
    );
    expect(synthesized).toContain("connect-src 'self' https://");
    expect(synthesized).toMatch(/MediaBucket\w*RegionalDomainName/);
  });
});

describe('page viewer functions', () => {
  // What each function does is tested on the generated code itself (viewer-functions.test.ts).
  it('deploy the generated code of infra/edge/ on the cloudfront-js-2.0 runtime', () => {
    for (const source of Object.values(VIEWER_FUNCTION_SOURCES)) {
      template.hasResourceProperties('AWS::CloudFront::Function', {
        FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
        FunctionCode: viewerFunctionCode(source),
      });
    }
  });
});

describe('feed routes', () => {
  const handler = new Function(`${feedRewriteCode()}; return handler;`)() as (event: {
    request: { uri: string; headers: Record<string, { value: string }> };
  }) => { uri: string; headers: Record<string, { value: string }> };

  it('sends /sitemap.xml and /rss.xml to their API routes with the visitor host kept', () => {
    const request = handler({ request: { uri: '/rss.xml', headers: { host: { value: 'www.example.be' } } } });
    expect(request.uri).toBe('/api/feeds/rss.xml');
    expect(request.headers['x-forwarded-host']).toEqual({ value: 'www.example.be' });
    expect(handler({ request: { uri: '/sitemap.xml', headers: { host: { value: 'a.b' } } } }).uri).toBe(
      '/api/feeds/sitemap.xml',
    );
  });

  it('serves both from the API origin through that function, cached', () => {
    const distribution = template.findResources('AWS::CloudFront::Distribution');
    const behaviors = Object.values(distribution)[0]?.Properties.DistributionConfig.CacheBehaviors as Array<{
      PathPattern: string;
      FunctionAssociations?: unknown[];
      CachePolicyId: string;
    }>;
    for (const path of ['/sitemap.xml', '/rss.xml']) {
      const behavior = behaviors.find((each) => each.PathPattern === path);
      expect(behavior?.FunctionAssociations).toHaveLength(1);
      expect(behavior?.CachePolicyId).toBe('658327ea-f89d-4fab-a63d-7e88639e58f6');
    }
  });
});

describe('SPA bucket and upload', () => {
  it('is private, TLS-only and logs its accesses', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      LoggingConfiguration: { LogFilePrefix: 'spa-bucket/', DestinationBucketName: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^SpaBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });

  it('is uploaded with a full invalidation of the distribution', () => {
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketName: { Ref: Match.stringLikeRegexp('^SpaBucket') },
      DistributionPaths: ['/*'],
      Prune: false,
    });
  });

  it("never deletes the renderer's pages or search index: no upload prunes, and the entry upload excludes _pages/ and _search/", () => {
    const uploads = Object.entries(template.findResources('Custom::CDKBucketDeployment'));
    expect(uploads).toHaveLength(2);
    for (const [id, upload] of uploads) {
      expect(upload.Properties.Prune, id).toBe(false);
      // A sync's exclude filters apply to the destination too (`aws s3 sync --exclude`), so even a
      // pruning upload would leave excluded keys alone; the assets upload excludes everything but assets/.
      expect(upload.Properties.Exclude, id).toEqual(
        expect.arrayContaining([expect.stringMatching(/^(\*|_pages\/\*)$/)]),
      );
    }
    const entry = uploads.find(([id]) => id.startsWith('DeploySpaCustomResource'));
    expect(entry?.[1].Properties.Exclude).toEqual(['assets/*', '_pages/*', '_search/*']);
  });

  it('lets browsers keep the hashed assets for a year and revalidate index.html and the other files', () => {
    const uploads = Object.entries(template.findResources('Custom::CDKBucketDeployment'));
    const assets = uploads.find(([id]) => id.startsWith('DeploySpaAssets'));
    const entry = uploads.find(([id]) => id.startsWith('DeploySpaCustomResource'));
    expect(assets?.[1].Properties).toMatchObject({
      Include: ['assets/*'],
      Exclude: ['*'],
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    expect(assets?.[1].Properties).not.toHaveProperty('DistributionPaths');
    expect(entry?.[1].Properties).toMatchObject({
      Exclude: ['assets/*', '_pages/*', '_search/*'],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    // index.html names the assets: it is uploaded (and the cache invalidated) only after them.
    expect(entry?.[1].DependsOn).toEqual(expect.arrayContaining([expect.stringMatching(/^DeploySpaAssets/)]));
  });

  it('is built with the product hosts, the blog URL, the site origin and whether to offer the demo accounts', () => {
    expect(synthesized.stacks.web.spaBuild).toEqual({
      VITE_PRODUCT_HOSTS: '*.cloudfront.net',
      VITE_EXTERNAL_BLOG_URL: '',
      VITE_SITE_URL: '',
      VITE_DEMO_ACCOUNTS: 'false',
    });
    const demoSite = readConfig(
      scratchApp({
        context: { demoAccounts: 'true', domainName: 'example.org', certificateArn, senderEmail: 'a@example.org' },
      }),
    );
    expect(spaBuildEnvironment(demoSite)).toMatchObject({
      VITE_PRODUCT_HOSTS: 'example.org,*.cloudfront.net',
      VITE_SITE_URL: 'https://example.org',
      VITE_DEMO_ACCOUNTS: 'true',
    });
  });

  it('has no custom domain or certificate unless configured', () => {
    expect(distributionConfig()).not.toHaveProperty('Aliases');
    expect(distributionConfig()).not.toHaveProperty('ViewerCertificate');
  });
});
