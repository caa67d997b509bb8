import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { HEALTH_EDGE_CACHE_SECONDS } from '#shared/constants.ts';

interface CachedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Date.now() when the API answered. */
  fetchedAt: number;
}

/** Asks the API once, without anything of the viewer's request (the cache policy forwards nothing). */
function fetchAnswer(target: URL): Promise<CachedAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(target, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        resolve({
          status: answer.statusCode ?? 502,
          headers: answer.headers,
          body: Buffer.concat(chunks),
          fetchedAt: Date.now(),
        }),
      );
      answer.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * CloudFront's `/api/health` behaviour, played locally (infra/stacks/web-stack.ts): one answer of
 * the API, a 503 as much as a 200, is kept HEALTH_EDGE_CACHE_SECONDS for every viewer, with no
 * header, cookie or query string in the key; requests that arrive while it is being fetched wait
 * for that one fetch, as CloudFront collapses them. Only GET and HEAD are allowed there.
 */
export function healthEdgeCache(apiUrl: string, apiPath: string) {
  const target = new URL(apiPath, new URL(apiUrl).origin);
  let latest: Promise<CachedAnswer> | undefined;
  let latestStarted = 0;

  /** The kept answer, or a new one once it is HEALTH_EDGE_CACHE_SECONDS old; `hit` when it was kept. */
  const current = async (): Promise<{ answer: CachedAnswer; hit: boolean }> => {
    if (latest && Date.now() - latestStarted < HEALTH_EDGE_CACHE_SECONDS * 1000) {
      return { answer: await latest, hit: true };
    }
    latestStarted = Date.now();
    const fetching = fetchAnswer(target);
    latest = fetching;
    try {
      return { answer: await fetching, hit: false };
    } catch (error) {
      // An API that did not answer at all is not kept: the next viewer asks again.
      if (latest === fetching) latest = undefined;
      throw error;
    }
  };

  return async (request: IncomingMessage, response: ServerResponse, extraHeaders: Record<string, string>) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(403, { 'content-type': 'text/plain', ...extraHeaders });
      response.end('This distribution is not configured to allow the HTTP request method that was used.');
      return;
    }
    const found = await current().catch(() => undefined);
    if (!found) {
      response.writeHead(502, { 'content-type': 'text/plain', ...extraHeaders });
      response.end('The API did not answer.');
      return;
    }
    const { status, headers, body, fetchedAt } = found.answer;
    response.writeHead(status, {
      ...headers,
      age: String(Math.floor((Date.now() - fetchedAt) / 1000)),
      'x-cache': found.hit ? 'Hit from cloudfront' : 'Miss from cloudfront',
      ...extraHeaders,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
