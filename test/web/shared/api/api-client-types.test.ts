import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { BulkStatusResult, Post } from '#shared/blog.ts';
import { type ApiClient, createApiClient } from '#web/shared/api/api-client.ts';

/*
 * The client's types come from the route contracts: `npm run typecheck` checks this file, and each
 * `@ts-expect-error` below fails it when the line under it stops being a type error.
 */

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Calls the contract refuses; never run, only type-checked. */
async function refusedCalls(client: ApiClient) {
  // A body of the wrong type.
  // @ts-expect-error the bulk change takes `{ ids, status }`, not a list
  await client.request('POST /posts/bulk-status', { body: ['p1'] });
  // @ts-expect-error a bulk change sets `published` or `draft`, never `scheduled`
  await client.request('POST /posts/bulk-status', { body: { ids: ['p1'], status: 'scheduled' } });
  // A misspelt body field.
  // @ts-expect-error `emial` is not a field of the login body
  await client.request('POST /auth/login', { body: { emial: 'a@example.test', password: 'x' } });
  // @ts-expect-error the login body needs its password
  await client.request('POST /auth/login', { body: { email: 'a@example.test' } });
  // @ts-expect-error a route that reads a body is not called without one
  await client.request('POST /contact');
  // @ts-expect-error a route that reads no body is sent none
  await client.request('GET /auth/me', { body: { id: 'u1' } });

  // A wrong query.
  // @ts-expect-error `GET /projects` takes `visibility` 0 or 1, as text
  await client.request('GET /projects', { query: { visibility: '2' } });
  // @ts-expect-error `dayz` is not a query parameter of the analytics summary
  await client.request('GET /analytics/summary', { query: { dayz: 7 } });
  // @ts-expect-error the user lookup needs its `q`
  await client.request('GET /users/lookup', { query: {} });

  // Wrong path values.
  // @ts-expect-error `GET /posts/{id}` has no `{slug}`
  await client.request('GET /posts/{id}', { params: { slug: 'hello' } });
  // @ts-expect-error a route with a placeholder is not called without its value
  await client.request('GET /posts/{id}');
  // @ts-expect-error a route that is not in the table
  await client.request('GET /posts/{id}/comments', { params: { id: 'p1' } });

  // A wrong use of the answer.
  const post = await client.request('GET /posts/{id}', { params: { id: 'p1' } });
  // @ts-expect-error a post has a `title`, no `titel`
  post.titel;
  // @ts-expect-error a post's view count is a number
  const count: string = post.viewCount;
  // @ts-expect-error a bulk change answers `{ updated, failed }`, not a post
  const bulkAnswer: Post = await client.request('POST /posts/bulk-status', { body: { ids: ['p1'], status: 'draft' } });
  // @ts-expect-error a delete answers no content
  (await client.request('DELETE /posts/{id}', { params: { id: 'p1' } })).id;
  return [count, bulkAnswer];
}

describe('the API client’s types from the route contracts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives each answer its route’s type, and a refused call is a type error (checked by npm run typecheck)', async () => {
    expectTypeOf(refusedCalls).toBeFunction();
    const fetch = vi.fn(async () => jsonResponse({ updated: ['p1'], failed: [{ id: 'p2', message: 'Not found' }] }));
    vi.stubGlobal('fetch', fetch);
    const client = createApiClient({ baseUrl: () => 'https://api.test/api', authToken: () => undefined });

    const answer = await client.request('POST /posts/bulk-status', { body: { ids: ['p1', 'p2'], status: 'draft' } });

    expectTypeOf(answer).toEqualTypeOf<{ updated: string[]; failed: { id: string; message: string }[] }>();
    expectTypeOf(answer).toExtend<BulkStatusResult>();
    expect(answer.failed.map((failure) => failure.id)).toEqual(['p2']);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.test/api/posts/bulk-status');
    expect(JSON.parse(String(init.body))).toEqual({ ids: ['p1', 'p2'], status: 'draft' });
  });

  it('types the query and path values a route takes, and writes them into the address', async () => {
    const fetch = vi.fn(async () => jsonResponse({ items: [], cursor: null }));
    vi.stubGlobal('fetch', fetch);
    const client = createApiClient({ baseUrl: () => 'https://api.test/api', authToken: () => undefined });

    const page = await client.request('GET /categories/{id}/children', {
      params: { id: 'c1' },
      query: { limit: 20, cursor: undefined },
    });

    expectTypeOf(page.items[0]?.name).toEqualTypeOf<string | undefined>();
    expect(page).toEqual({ items: [], cursor: null });
    const [url] = fetch.mock.calls[0] as unknown as [string];
    expect(url).toBe('https://api.test/api/categories/c1/children?limit=20');
  });
});
