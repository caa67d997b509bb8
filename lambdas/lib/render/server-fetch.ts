import { GetObjectCommand } from '@aws-sdk/client-s3';
import { CONTENT_BASE_PATH, CONTENT_KEY_PREFIX } from '#shared/content.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';

/**
 * How the page renderer's reads reach their data: the SPA's own fetches, unchanged, with
 * `/content/...` (relative in the browser, served by CloudFront from the content bucket) read
 * straight from the bucket, so a page is rendered from what was just written, not from a copy
 * kept at the edge; and API calls sent to the API (`RENDER_API_URL`) like a visitor's, with no
 * credentials: a page shows only what every visitor may see (no drafts, no private projects).
 */
export function rendererFetch(): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith(`${CONTENT_BASE_PATH}/`)) return contentObject(url);
    const headers = new Headers(init?.headers);
    headers.delete('authorization');
    return fetch(url, { ...init, headers, credentials: 'omit' });
  }) as typeof fetch;
}

async function contentObject(path: string): Promise<Response> {
  const key = `${CONTENT_KEY_PREFIX}${decodeURIComponent(path.slice(CONTENT_BASE_PATH.length + 1).split('?')[0] ?? '')}`;
  try {
    const object = await s3.send(new GetObjectCommand({ Bucket: config.contentBucket, Key: key }));
    const body = await object.Body?.transformToByteArray();
    return new Response(body ? Buffer.from(body) : null, {
      status: 200,
      headers: { 'content-type': object.ContentType ?? 'application/octet-stream' },
    });
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || status === 403 || (error as { name?: string }).name === 'NoSuchKey') {
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } });
    }
    throw error;
  }
}
