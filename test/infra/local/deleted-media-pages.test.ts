import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, eventually, fetchPage, rendered, setUpRenderedSite } from './rendered-site';

/**
 * An image deleted while a published post shows it as its cover, as `npm run preview` runs the site:
 * the delete is refused until confirmed, then the post's pre-rendered page is rendered again without
 * the image (the table's stream carries the use marked changed to the renderer), within the minute
 * a page is fresh in.
 */
setUpRenderedSite();

describe('an image deleted', { timeout: 180_000 }, () => {
  it('renders the pages that showed it again, without it', async () => {
    // Imported once the site is up: the module reads the site's table.
    const { mediaItemFor } = await import('#test/support/media-items.ts');
    const mediaId = await mediaItemFor('post', { alt: 'A cover about to go' });
    const title = `A cover deleted ${randomUUID().slice(0, 8)}`;
    const post = await api('POST', '/posts', rendered.editorToken, {
      title,
      summary: 'Written by the deleted-media test.',
      body: 'Text under the cover.',
      status: 'published',
      coverImageId: mediaId,
    });
    expect(post.status).toBe(201);
    const path = `/posts/${post.json.slug as string}`;
    await eventually(path, (page) => page.status === 200 && page.html.includes(`/media/${mediaId}/`));
    expect((await fetchPage(path)).meta('og:image')).toContain(`/media/${mediaId}/share.jpg`);

    const refused = await api('DELETE', `/media/${mediaId}`, rendered.adminToken);
    expect(refused.status).toBe(409);
    expect(refused.json.usedIn).toEqual([{ kind: 'post', id: post.json.id, title, link: path }]);
    expect((await api('DELETE', `/media/${mediaId}?confirm=true`, rendered.adminToken)).status).toBe(204);

    await eventually(path, (page) => page.status === 200 && !page.html.includes(`/media/${mediaId}/`));
    expect((await fetchPage(path)).text).toContain('Text under the cover.');
  });
});
