import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { MEDIA_IMAGE_SIZES } from '#shared/markdown/renderer.ts';
import { rejectConsent, submitLogin } from '#test/support/browser.ts';
import { api, eventually, fetchPage, rendered, setUpRenderedSite } from './rendered-site';

/**
 * Images uploaded into a post through the browser (one inserted into the text, one as the cover), as `npm run preview` runs the site: Insert
 * image posts the file straight to the local S3's media bucket, the resize worker makes its sizes
 * on the bucket's event, and the rendered page carries the image with its srcset, its size and
 * lazy loading, and the cover as its link preview image; the preview serves each size from /media/
 * as CloudFront does (docs/media.md). A project's owner inserts one into its markdown description the same way.
 */
setUpRenderedSite();

const EDITOR = DEMO_ACCOUNTS.find((account) => account.role === 'Editor');
const USER = DEMO_ACCOUNTS.find((account) => account.role === 'User');

describe('images of posts and projects', { timeout: 180_000 }, () => {
  it('an inserted image and a cover are uploaded from the post form; the rendered page serves them in their sizes, the cover as og:image', async () => {
    const topicName = `Images ${randomUUID().slice(0, 8)}`;
    const topic = await api('POST', '/topics', rendered.editorToken, { name: topicName });
    expect(topic.status).toBe(201);
    // A 1200 × 800 original: sizes 480 and 960, and the original's own width under the 1600 name.
    const image = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3465a4' } })
      .png()
      .toBuffer();
    const coverImage = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#4e9a06' } })
      .jpeg()
      .toBuffer();

    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${rendered.previewUrl}/`);
    await rejectConsent(page);
    await submitLogin(page, rendered.previewUrl, { email: EDITOR?.email ?? '', password: EDITOR?.password ?? '' });
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    await page.goto(`${rendered.previewUrl}/posts/create`);
    const title = `A post with a picture ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Title').fill(title);
    const slug = await page.getByLabel('Slug').inputValue();
    await page.getByLabel('Summary').fill('Written by the media test.');
    const body = page.getByLabel('Body (markdown)');
    await body.fill('# Above the picture\n\nThe picture comes next.\n\n');

    await page.getByRole('button', { name: 'Insert image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await dialog.getByLabel('Image').setInputFiles({ name: 'blue-card.png', mimeType: 'image/png', buffer: image });
    await dialog.getByLabel('Alt text').fill('A blue test card');
    await dialog.getByRole('button', { name: 'Upload and insert' }).click();
    await expect.poll(() => body.inputValue(), { timeout: 60_000 }).toMatch(/!\[A blue test card\]\(\/media\//);
    const id = /\/media\/([0-9a-f-]{36})\/960\.webp#1200x800\)/.exec(await body.inputValue())?.[1];
    expect(id, await body.inputValue()).toBeDefined();

    const coverField = page.getByRole('group', { name: 'Cover image' });
    await coverField
      .getByLabel('Image')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: coverImage });
    await coverField.getByLabel('Alt text').fill('A green field');
    await coverField.getByRole('button', { name: 'Upload cover image' }).click();
    await coverField.getByRole('img', { name: 'A green field' }).waitFor({ timeout: 60_000 });

    await page.getByRole('group', { name: 'Status' }).getByLabel('Published').check();
    await page.getByLabel('Topic').selectOption({ label: topicName });
    await page.getByRole('button', { name: 'Create post' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The rendered page, as a link-preview bot reads it: the image with every size and its own.
    await eventually(
      `/posts/${slug}`,
      (rendered) => rendered.status === 200 && rendered.html.includes(`/media/${id}/`),
    );
    const { html } = await fetchPage(`/posts/${slug}`);
    const tag = new RegExp(`<img [^>]*src="/media/${id}/960\\.webp"[^>]*>`).exec(html)?.[0] ?? '';
    expect(tag).toContain('alt="A blue test card"');
    expect(tag).toContain(
      `srcset="/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1200w"`,
    );
    expect(tag).toContain(`sizes="${MEDIA_IMAGE_SIZES}"`);
    expect(tag).toContain('width="960" height="640"');
    expect(tag).toContain('loading="lazy"');
    // The cover: above the text, not lazy, and the link preview's image (its largest size, absolute).
    const cover = /<img [^>]*alt="A green field"[^>]*>/.exec(html)?.[0] ?? '';
    const coverId = /\/media\/([0-9a-f-]{36})\/960\.webp/.exec(cover)?.[1];
    // React writes the attribute as fetchPriority: HTML attribute names are case-insensitive.
    expect(cover).toMatch(/fetchpriority="high"/i);
    expect(cover).not.toContain('loading="lazy"');
    const preview = await fetchPage(`/posts/${slug}`);
    // The link preview is a JPEG (some unfurlers refuse WebP), 1200 wide at most.
    expect(preview.meta('og:image')).toBe(`${rendered.previewUrl}/media/${coverId}/share.jpg`);
    expect(preview.meta('twitter:image')).toBe(`${rendered.previewUrl}/media/${coverId}/share.jpg`);
    expect([preview.meta('og:image:width'), preview.meta('og:image:height')]).toEqual(['1200', '600']);
    expect(preview.meta('og:image:alt')).toBe('A green field');
    const shared = await fetch(`${rendered.previewUrl}/media/${coverId}/share.jpg`);
    expect(shared.headers.get('content-type')).toBe('image/jpeg');
    const sharedImage = await sharp(Buffer.from(await shared.arrayBuffer())).metadata();
    expect([sharedImage.format, sharedImage.width, sharedImage.height]).toEqual(['jpeg', 1200, 600]);

    // Each size is a WebP of its width, served from the media bucket on the site's own address.
    for (const [name, width] of [
      [480, 480],
      [960, 960],
      [1600, 1200],
    ]) {
      const answer = await fetch(`${rendered.previewUrl}/media/${id}/${name}.webp`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', width]);
    }
    // The original is never served: outside /media/ the site answers with its own pages, never an image.
    const original = await fetch(`${rendered.previewUrl}/uploads/${id}`);
    expect(original.headers.get('content-type')).not.toMatch(/^image\//);

    await page.goto(`${rendered.previewUrl}/posts/${slug}`);
    const shown = page.getByRole('img', { name: 'A blue test card' });
    await shown.scrollIntoViewIfNeeded();
    await expect.poll(() => shown.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await context.close();
  });

  it("a project's owner inserts an image into its markdown description; the rendered project page shows it in its sizes", async () => {
    const image = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#c4a000' } })
      .webp()
      .toBuffer();
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.goto(`${rendered.previewUrl}/`);
    await rejectConsent(page);
    await submitLogin(page, rendered.previewUrl, { email: USER?.email ?? '', password: USER?.password ?? '' });
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));

    // A project that does not exist yet names none: a user who is not an editor uploads once it does.
    await page.goto(`${rendered.previewUrl}/projects/add`);
    const name = `A project with a picture ${randomUUID().slice(0, 8)}`;
    await page.getByLabel('Name').fill(name);
    expect(await page.getByRole('button', { name: 'Insert image' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create project' }).click();
    await page.waitForURL(/\/projects\/[0-9a-f-]{36}$/);
    const projectId = /\/projects\/([0-9a-f-]{36})$/.exec(page.url())?.[1] ?? '';

    await page.goto(`${rendered.previewUrl}/projects/edit/${projectId}`);
    const description = page.getByLabel('Description');
    await description.fill('A **task board** for [the team](https://example.com/team).\n\n');
    await page.getByRole('button', { name: 'Insert image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert image' });
    await dialog.getByLabel('Image').setInputFiles({ name: 'board.webp', mimeType: 'image/webp', buffer: image });
    await dialog.getByLabel('Alt text').fill('The task board');
    await dialog.getByRole('button', { name: 'Upload and insert' }).click();
    await expect.poll(() => description.inputValue(), { timeout: 60_000 }).toMatch(/!\[The task board\]\(\/media\//);
    const id = /\/media\/([0-9a-f-]{36})\/960\.webp#1000x500\)/.exec(await description.inputValue())?.[1];
    expect(id, await description.inputValue()).toBeDefined();
    await page.getByRole('button', { name: 'Save project' }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // The SPA renders the description as markdown too.
    await page.getByTestId('project-description').getByRole('img', { name: 'The task board' }).waitFor();

    await eventually(
      `/projects/${projectId}`,
      (rendered) => rendered.status === 200 && rendered.html.includes(`/media/${id}/`),
    );
    const projectPage = await fetchPage(`/projects/${projectId}`);
    const tag = new RegExp(`<img [^>]*src="/media/${id}/960\\.webp"[^>]*>`).exec(projectPage.html)?.[0] ?? '';
    expect(tag).toContain('alt="The task board"');
    expect(tag).toContain(
      `srcset="/media/${id}/480.webp 480w, /media/${id}/960.webp 960w, /media/${id}/1600.webp 1000w"`,
    );
    expect(tag).toContain('width="960" height="480"');
    expect(projectPage.html).toMatch(/<strong>task board<\/strong>/);
    // The link preview reads words, not markup.
    expect(projectPage.meta('description')).toBe('A task board for the team.');
    await context.close();
  });
});
