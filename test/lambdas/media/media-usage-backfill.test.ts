import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import { handler as contentHandler } from '#lambdas/content/handler.ts';
import { MediaUsage } from '#lambdas/lib/db/entities/media-usage.ts';
import { backfillMediaUsage } from '#lambdas/lib/media/usage-backfill.ts';
import { mediaMarkdownUrl } from '#shared/media.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { mediaItemFor } from '../../support/media-items';

/**
 * `npm run migrate:media-usage`: content saved before uses of images were recorded gets them, as a
 * save would record them.
 */
describe('recording the uses of content saved before', () => {
  it('records the post and the document that show an image, once, however often it runs', async () => {
    const editor = await signedInAs('Editor');
    const image = await mediaItemFor('post');
    const markdown = `![A chart](${mediaMarkdownUrl(image, 1600, 1000)})`;
    const title = `Older ${randomUUID().slice(0, 8)}`;
    const post = await invoke(blogHandler, 'POST', '/api/posts', {
      headers: editor.headers,
      body: { title, summary: '', body: markdown, status: 'draft' },
    });
    const name = `older-${randomUUID().slice(0, 8)}`;
    const document = await invoke(contentHandler, 'POST', '/api/content/files', {
      headers: editor.headers,
      body: { collection: 'essential-insights', name, markdown: `# Older note\n\n${markdown}` },
    });
    expect([post.statusCode, document.statusCode]).toEqual([201, 201]);
    // As the table was before uses were recorded.
    const uses = async () => (await MediaUsage.query.byMedia({ mediaId: image }).go()).data;
    await Promise.all((await uses()).map((use) => MediaUsage.delete(use).go()));
    expect(await uses()).toEqual([]);

    const recorded = await backfillMediaUsage();
    expect(recorded.posts).toBeGreaterThan(0);
    expect(recorded.documents).toBeGreaterThan(0);
    await backfillMediaUsage();
    const found = (await uses()).map(({ targetKind, targetId, title: shown, link }) => ({
      targetKind,
      targetId,
      title: shown,
      link,
    }));
    expect(found).toEqual([
      {
        targetKind: 'document',
        targetId: `essential-insights/${name}`,
        title: 'Older note',
        link: `/essential-insights/${name}`,
      },
      { targetKind: 'post', targetId: post.json.id, title, link: `/posts/edit/${post.json.id}` },
    ]);
  });
});
