import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler as contentHandler } from '#lambdas/content/handler.ts';
import { handler as mediaHandler } from '#lambdas/media/handler.ts';
import { signedInAs } from '#test/support/accounts.ts';
import { invoke } from '#test/support/invoke.ts';
import { mediaItemFor } from '#test/support/media-items.ts';

/**
 * The editor and admin lists read page by page answer a cursor only when a page follows, so their
 * Next button is off on the last page: a page that the items fill exactly is the last one too
 * (DynamoDB hands back a key whenever a read ends on a full page). This file's table holds only
 * its own items.
 */

type Headers = Record<string, string>;

/** Every page of a list, `limit` a page: the size of each page and whether it came with a cursor. */
async function pagesOf(handler: Parameters<typeof invoke>[0], path: string, headers: Headers) {
  const pages: { size: number; cursor: boolean }[] = [];
  let cursor: string | null = null;
  do {
    const after: string = cursor ? `${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : '';
    const page = await invoke(handler, 'GET', `${path}${after}`, { headers });
    expect(page.statusCode, JSON.stringify(page.json)).toBe(200);
    cursor = page.json.cursor as string | null;
    pages.push({ size: page.json.items.length, cursor: cursor !== null });
    expect(pages.length).toBeLessThan(20);
  } while (cursor);
  return pages;
}

describe('the editors’ list of posts', () => {
  it('has no cursor on a page the posts fill exactly, filtered or not, in every order', async () => {
    const editor = await signedInAs('Editor');
    const word = `exact${randomUUID().slice(0, 6)}`;
    for (const title of ['One', 'Two', 'Three', 'Four']) {
      const answer = await invoke(blogHandler, 'POST', '/api/posts', {
        headers: editor.headers,
        body: { title: `${title} ${word}`, body: 'Text.', status: title === 'Four' ? 'published' : 'draft' },
      });
      expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
    }

    const sizes = async (query: string) =>
      (await pagesOf(blogHandler, `/api/posts?${query}`, editor.headers)).map((page) => page.size);
    // Last change, every status (gsi1); drafts in their own order (gsi3); a filter on either.
    expect(await sizes('limit=2')).toEqual([2, 2]);
    expect(await sizes('limit=4')).toEqual([4]);
    expect(await sizes('limit=3&status=draft')).toEqual([3]);
    expect(await sizes(`limit=2&q=${word}`)).toEqual([2, 2]);
    expect(await sizes(`limit=1&status=published&q=${word}`)).toEqual([1]);
    expect(await sizes('limit=3')).toEqual([3, 1]);
  });
});

describe('the documents waiting for review, and one’s own documents', () => {
  it('have no cursor on a page the documents fill exactly', async () => {
    const editor = await signedInAs('Editor');
    const writer = await signedInAs('User');
    for (let index = 0; index < 2; index++) {
      const answer = await invoke(contentHandler, 'POST', '/api/content/files', {
        headers: writer.headers,
        body: {
          collection: 'essential-insights',
          folder: ['submissions'],
          name: `exact-${randomUUID().slice(0, 8)}`,
          markdown: '# A submission\n\nFrom a reader.',
        },
      });
      expect(answer.statusCode, JSON.stringify(answer.json)).toBe(201);
    }

    const pending = await pagesOf(contentHandler, '/api/content/files/pending?limit=2', editor.headers);
    expect(pending).toEqual([{ size: 2, cursor: false }]);
    const mine = await pagesOf(contentHandler, '/api/content/files/mine?limit=1', writer.headers);
    expect(mine).toEqual([
      { size: 1, cursor: true },
      { size: 1, cursor: false },
    ]);
  });
});

describe('the media library', () => {
  it('has no cursor when its items fill the page exactly', async () => {
    const editor = await signedInAs('Editor');
    // The library's page holds 24 images.
    for (let index = 0; index < 24; index++) await mediaItemFor('post');

    expect(await pagesOf(mediaHandler, '/api/media', editor.headers)).toEqual([{ size: 24, cursor: false }]);
    expect(await pagesOf(mediaHandler, '/api/media?purpose=post', editor.headers)).toEqual([
      { size: 24, cursor: false },
    ]);
    await mediaItemFor('post');
    expect(await pagesOf(mediaHandler, '/api/media', editor.headers)).toEqual([
      { size: 24, cursor: true },
      { size: 1, cursor: false },
    ]);
  });
});
