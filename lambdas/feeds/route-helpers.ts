import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { FEED_CACHE_SECONDS } from '#shared/feeds.ts';
import { config } from '../lib/config';
import { ServiceUnavailableError } from '../lib/http/errors';
import type { ApiResult } from '../lib/http/response';

/**
 * The site's own address for absolute links: the configured `siteUrl`, or else the host the
 * visitor asked for, which CloudFront's feed function copies into `x-forwarded-host` (the Host
 * header that reaches API Gateway is the API's own).
 */
export function siteUrlOf(event: APIGatewayProxyEventV2): string {
  if (config.siteUrl) return config.siteUrl;
  const host = event.headers['x-forwarded-host'];
  if (host && /^[A-Za-z0-9.-]+(:\d+)?$/.test(host)) return `https://${host}`;
  throw new ServiceUnavailableError('The site URL is not configured');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A feed's answer: the document, which browsers and CloudFront may keep for FEED_CACHE_SECONDS. */
export function feedResponse(contentType: string, body: string): ApiResult {
  return {
    statusCode: 200,
    headers: {
      'content-type': `${contentType}; charset=utf-8`,
      'cache-control': `public, max-age=${FEED_CACHE_SECONDS}`,
    },
    body,
  };
}
