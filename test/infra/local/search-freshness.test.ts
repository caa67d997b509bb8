import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSearchIndex } from '#shared/search/open-search-index.ts';
import { SEARCH_POINTER_PATH } from '#shared/search/search-contract.ts';
import { api, FRESH_WITHIN_MS, rendered, setUpRenderedSite } from './rendered-site';

/**
 * The search index as `npm run preview` builds and serves it (docs/search.md): DynamoDB Local's
 * stream and the content indexes feeding the real render handler, which stores the pages' records
 * and rebuilds the index into the local site bucket; the preview server serving `_search/*` as
 * CloudFront does; the engine's own reader querying it over HTTP.
 */
setUpRenderedSite();

const search = async (query: string) =>
  (await (await openSearchIndex({ origin: rendered.previewUrl })).search(query, 50)).map((hit) => hit.path);

/** Polls the index until `check` holds for a query's result paths; answers how long it took. */
async function eventuallyFound(query: string, check: (paths: string[]) => boolean): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (check(await search(query))) return Date.now() - started;
    if (Date.now() - started > FRESH_WITHIN_MS)
      throw new Error(`"${query}": not as expected within ${FRESH_WITHIN_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the search index at the edge', { timeout: 150_000 }, () => {
  it('serves the pointer for 30 s and a version’s files as immutable', async () => {
    const pointer = await fetch(`${rendered.previewUrl}${SEARCH_POINTER_PATH}`);
    expect(pointer.status).toBe(200);
    expect(pointer.headers.get('cache-control')).toBe('public, max-age=30, must-revalidate');
    const { version, files } = (await pointer.json()) as { version: string; files: string[] };
    expect(files.length).toBeGreaterThan(0);
    const file = await fetch(`${rendered.previewUrl}/_search/${version}/${files[0]}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('finds a document of content/ by a rare word of its body', async () => {
    const index = (await fetch(`${rendered.previewUrl}/content/_index/tech-docs.json`).then((answer) =>
      answer.json(),
    )) as { subMenu: Array<{ type: string; to: string; label: string; children?: unknown[] }> };
    type Node = { type: string; to: string; label: string; children?: Node[] };
    const files = (nodes: Node[]): Node[] =>
      nodes.flatMap((node) => (node.type === 'file' ? [node] : files(node.children ?? [])));
    const document = files(index.subMenu as Node[])[0];
    expect(document).toBeDefined();
    const record = (await fetch(`${rendered.previewUrl}/_search/records${document?.to}.json`).then((answer) =>
      answer.json(),
    )) as { kind: string; title: string; context: string; text: string };
    expect(record).toMatchObject({ kind: 'Document', title: document?.label, context: 'Tech docs' });
    const title = record.title.toLowerCase();
    const words = [...new Set(record.text.toLowerCase().match(/\b[a-z]{8,}\b/g) ?? [])].filter(
      (word) => !title.includes(word),
    );
    let rarest: { word: string; paths: string[] } | undefined;
    for (const word of words.slice(0, 40)) {
      const paths = await search(word);
      if (!rarest || paths.length < rarest.paths.length) rarest = { word, paths };
    }
    expect(rarest?.paths.length).toBeLessThanOrEqual(3);
    expect(rarest?.paths).toContain(document?.to);
  });

  it('a post published is found within 60 s, a draft never; unpublished, it is gone within 60 s', async () => {
    const word = `zephyrine${randomUUID().slice(0, 6)}`;
    const draftWord = `quillwort${randomUUID().slice(0, 6)}`;
    const draft = await api('POST', '/posts', rendered.editorToken, {
      title: `Draft about ${draftWord}`,
      slug: `draft-${draftWord}`,
      summary: 'A draft the index must never hold.',
      body: `Only ${draftWord} is in this draft.`,
      status: 'draft',
    });
    expect(draft.status).toBe(201);

    const slug = `post-${word}`;
    const published = Date.now();
    const created = await api('POST', '/posts', rendered.editorToken, {
      title: `A post about ${word}`,
      slug,
      summary: 'Published by the search freshness test.',
      body: `# Fresh\n\nThe ${word} is searchable.`,
      status: 'published',
    });
    expect(created.status).toBe(201);
    await eventuallyFound(word, (paths) => paths.includes(`/posts/${slug}`));
    const foundAfter = Date.now() - published;
    console.log(`[search] a published post was found after ${foundAfter} ms`);
    expect(foundAfter).toBeLessThan(FRESH_WITHIN_MS);
    // The draft was written before the post: its batch has been rendered, and it left nothing.
    expect(await search(draftWord)).toEqual([]);

    const unpublishedAt = Date.now();
    const unpublished = await api('PUT', `/posts/${created.json.id}`, rendered.editorToken, {
      title: `A post about ${word}`,
      slug,
      body: `# Fresh\n\nThe ${word} is searchable.`,
      status: 'draft',
    });
    expect(unpublished.status).toBe(200);
    await eventuallyFound(word, (paths) => !paths.includes(`/posts/${slug}`));
    const goneAfter = Date.now() - unpublishedAt;
    console.log(`[search] an unpublished post was gone after ${goneAfter} ms`);
    expect(goneAfter).toBeLessThan(FRESH_WITHIN_MS);
    expect(await search(draftWord)).toEqual([]);
  });
});
