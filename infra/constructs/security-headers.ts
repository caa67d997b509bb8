import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { themeInitScriptHash } from '../theme-init-script';

/**
 * Only the site's own scripts run: its files, and the one inline script every page has
 * (web/theme-init.js, by its hash). Inline styles stay allowed because echarts and React style
 * attributes use them; images may come from any https host because markdown links to them. The
 * browser may call the site's own origin and, for image uploads, the media bucket's endpoint
 * (`uploadOrigin`: the presigned POST goes straight to S3, shared/media.ts).
 */
export function contentSecurityPolicy(uploadOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${themeInitScriptHash()}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    `connect-src 'self' ${uploadOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Security headers added by CloudFront to every response, whatever the origin sent; with
 * `overrides`, those headers too, in place of the origin's (the images' Cache-Control).
 */
export function securityHeadersPolicy(
  scope: Construct,
  id: string,
  uploadOrigin: string,
  overrides: Readonly<Record<string, string>> = {},
): ResponseHeadersPolicy {
  const customHeaders = Object.entries(overrides).map(([header, value]) => ({ header, value, override: true }));
  return new ResponseHeadersPolicy(scope, id, {
    comment:
      customHeaders.length > 0
        ? `CSP, HSTS and anti-framing headers for the portfolio site, with ${Object.keys(overrides).join(', ')}`
        : 'CSP, HSTS and anti-framing headers for the portfolio site',
    ...(customHeaders.length > 0 ? { customHeadersBehavior: { customHeaders } } : {}),
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(uploadOrigin), override: true },
      // Two years with preload: the value the HSTS preload list requires.
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
  });
}
