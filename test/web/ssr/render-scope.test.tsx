import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Post } from '#shared/blog.ts';
import { renderBundle } from '#web/ssr/render-page.tsx';

/**
 * The SPA's server build renders several pages of one invocation at once (the page renderer,
 * lambdas/lib/render/page-renderer.ts): each render keeps its own answers and page meta
 * (shared/lib/render-scope.ts), so a page never shows, nor carries as its data, another page's
 * read, whichever read answers first.
 */
const SLUGS = ['slow-post', 'second-post', 'third-post', 'fourth-post'];
/** The first page's read answers last, after the others' pages have rendered with theirs. */
const DELAY_MS: Record<string, number> = { 'slow-post': 150, 'second-post': 40, 'third-post': 0, 'fourth-post': 10 };

const postOf = (slug: string): Post => ({
  id: `id-${slug}`,
  title: `Title of ${slug}`,
  slug,
  summary: `Summary of ${slug}`,
  status: 'published',
  publishedAt: '2026-11-01T10:00:00.000Z',
  publishAt: null,
  topic: null,
  tags: [],
  categories: [],
  viewCount: 3,
  authorId: 'author-1',
  authorName: 'Ada',
  body: `Body of ${slug}.`,
  createdAt: '2026-11-01T10:00:00.000Z',
  createdBy: 'author-1',
  updatedAt: '2026-11-01T10:00:00.000Z',
  updatedBy: 'author-1',
  version: 1,
});

beforeAll(() => {
  renderBundle.configureServerFetch({
    fetch: (async (input: string) => {
      const slug = /\/posts\/slug\/([\w-]+)$/.exec(input)?.[1];
      if (!slug) {
        return new Response('{"message":"Not found"}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      }
      await sleep(DELAY_MS[slug] ?? 0);
      return new Response(JSON.stringify(postOf(slug)), { headers: { 'content-type': 'application/json' } });
    }) as typeof fetch,
    apiBaseUrl: 'http://api.test/api',
  });
});

describe('pages rendered at once in one process', () => {
  it('each page shows, says and carries its own reads', async () => {
    const alone = [];
    for (const slug of SLUGS) alone.push(await renderBundle.renderPage(`/posts/${slug}`));
    const atOnce = await Promise.all(SLUGS.map((slug) => renderBundle.renderPage(`/posts/${slug}`)));

    for (const [at, slug] of SLUGS.entries()) {
      const page = atOnce[at];
      expect(page?.status).toBe(200);
      expect(page?.meta.title).toBe(`Title of ${slug}`);
      expect(page?.html).toContain(`Title of ${slug}`);
      for (const other of SLUGS.filter((name) => name !== slug)) expect(page?.html).not.toContain(`Title of ${other}`);
      const keys = Object.keys(page?.data ?? {}).filter((key) => key.includes('/posts/slug/'));
      expect(keys).toEqual([expect.stringContaining(`/posts/slug/${slug}`)]);
      // The same page as when rendered alone.
      expect(page?.html).toBe(alone[at]?.html);
      expect(page?.data).toEqual(alone[at]?.data);
    }
  });
});
