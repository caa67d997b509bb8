import { AsyncLocalStorage } from 'node:async_hooks';
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
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const read = () => {
      if (url.startsWith(`${CONTENT_BASE_PATH}/`)) return contentObject(url);
      const headers = new Headers(init?.headers);
      headers.delete('authorization');
      return fetch(url, { ...init, headers, credentials: 'omit' });
    };
    return method === 'GET' ? sharedRead(url, read) : read();
  }) as typeof fetch;
}

/** An answer as kept for the other pages of a render: read once, answered as a new Response each time. */
interface KeptAnswer {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
  /** A JSON answer's value, parsed by the first page that asks and frozen: the others get the same. */
  parsed?: unknown;
}

/** Freezes a parsed JSON value and everything in it, so that no page can change what the next one reads. */
function deepFreeze<Value>(value: Value): Value {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const isJson = (headers: Array<[string, string]>) =>
  headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.includes('json'));

/**
 * The kept body as a stream that copies it only when it is read: a JSON answer is read with
 * `json()` (below), and a Response made from the bytes themselves copies them twice when it is
 * made (3.5 MB for an index of 10,000 documents, for each page: 8 % of a page's CPU with the
 * garbage it left).
 */
const bodyStream = (body: ArrayBuffer) =>
  new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new Uint8Array(body.slice(0)));
      controller.close();
    },
  });

/**
 * A kept answer as a new Response. A JSON answer's `json()` answers the value the first page
 * parsed: a collection's index of 10,000 documents is 3.5 MB, 30–60 ms to parse, for every page.
 */
function responseOf(kept: KeptAnswer): Response {
  const { status, statusText, headers, body } = kept;
  const response = new Response(NO_BODY.has(status) ? null : bodyStream(body), { status, statusText, headers });
  if (!NO_BODY.has(status) && isJson(headers)) {
    Object.defineProperty(response, 'json', {
      value: async () => {
        kept.parsed ??= deepFreeze(JSON.parse(new TextDecoder().decode(body)));
        return kept.parsed;
      },
    });
  }
  return response;
}

const sharedReads = new AsyncLocalStorage<Map<string, Promise<KeptAnswer>>>();

/** Statuses whose Response must have no body. */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Runs `render` with the reads its pages share (a collection's index, the navigation, the lists)
 * made once: a GET of an address already read during `render` answers what that read answered. A
 * failed read (a network error, a 5xx) is not kept, so the next page reads again. Every page of
 * `render` must be stamped no later than its first read (page-renderer.ts takes the stamp first).
 */
export function withSharedReads<Result>(render: () => Promise<Result>): Promise<Result> {
  return sharedReads.run(new Map(), render);
}

async function sharedRead(url: string, read: () => Promise<Response>): Promise<Response> {
  const kept = sharedReads.getStore();
  if (!kept) return read();
  let answer = kept.get(url);
  if (!answer) {
    answer = read().then(async (response) => ({
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
    }));
    kept.set(url, answer);
    answer.then(
      (settled) => {
        if (settled.status >= 500) kept.delete(url);
      },
      () => kept.delete(url),
    );
  }
  return responseOf(await answer);
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
