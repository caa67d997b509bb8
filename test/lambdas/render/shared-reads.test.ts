import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendererFetch, withSharedReads } from '#lambdas/lib/render/server-fetch.ts';

/**
 * The reads the pages of one render share (server-fetch.ts): within `withSharedReads` a GET of an
 * address already read answers what that read answered, without asking the API again; a failed
 * read is asked again; writes and renders outside it always reach the API.
 */
let server: Server;
let origin = '';
const hits = new Map<string, number>();
let failNext = false;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = request.url ?? '';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    if (failNext) {
      failNext = false;
      response.writeHead(503).end('busy');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path, n: hits.get(path) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const read = rendererFetch();

describe('reads shared by the pages of a render', () => {
  it('reads an address once per render, each page getting its own answer to read', async () => {
    const url = `${origin}/api/posts?limit=10`;
    const answers = await withSharedReads(async () => {
      const first = await read(url);
      const second = await read(url);
      const other = await read(`${origin}/api/topics`);
      return [await first.json(), await second.json(), await other.json()];
    });
    expect(answers).toEqual([
      { path: '/api/posts?limit=10', n: 1 },
      { path: '/api/posts?limit=10', n: 1 },
      { path: '/api/topics', n: 1 },
    ]);
    expect(hits.get('/api/posts?limit=10')).toBe(1);
    // The next render reads again: what it shows is as new as its own stamp.
    await withSharedReads(async () => (await read(url)).json());
    expect(hits.get('/api/posts?limit=10')).toBe(2);
  });

  it("parses a JSON answer once for every page, frozen, so no page can change the next one's", async () => {
    const url = `${origin}/api/shared-json`;
    const [first, second, text] = await withSharedReads(async () => [
      await (await read(url)).json(),
      await (await read(url)).json(),
      await (await read(url)).text(),
    ]);
    expect(second).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { n: number }).n = 2;
    }).toThrow(TypeError);
    expect(JSON.parse(text as string)).toEqual({ path: '/api/shared-json', n: 1 });
  });

  it('reads again after a failed read, and always sends what is not a GET; outside a render nothing is kept', async () => {
    const url = `${origin}/api/navigation`;
    failNext = true;
    const statuses = await withSharedReads(async () => {
      const failed = await read(url);
      const again = await read(url);
      await read(`${origin}/api/posts/1/views`, { method: 'POST' });
      await read(`${origin}/api/posts/1/views`, { method: 'POST' });
      return [failed.status, again.status];
    });
    expect(statuses).toEqual([503, 200]);
    expect(hits.get('/api/navigation')).toBe(2);
    expect(hits.get('/api/posts/1/views')).toBe(2);
    await read(`${origin}/api/about`);
    await read(`${origin}/api/about`);
    expect(hits.get('/api/about')).toBe(2);
  });
});
