import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

/**
 * The media library in Chromium: each image lists the pages that use it, its alt text is changed in
 * place, and deleting an image in use first asks, naming those pages.
 */
describe('the media library in Chromium', { timeout: 120_000 }, () => {
  it('names the post that uses an image, edits its alt text, and asks before deleting it', async () => {
    // Imported once the site is up: the modules read the table and bucket the site set up.
    const { mediaItemFor } = await import('../support/media-items');
    const { invoke } = await import('../support/invoke');
    const { signedInAs } = await import('../support/accounts');
    const { handler: blog } = await import('#lambdas/blog/handler.ts');
    const { handler: media } = await import('#lambdas/media/handler.ts');
    const editor = await signedInAs('Editor');
    const alt = `Library test ${randomUUID().slice(0, 8)}`;
    const mediaId = await mediaItemFor('post', { alt });
    const title = `Pictured ${randomUUID().slice(0, 8)}`;
    const post = await invoke(blog, 'POST', '/api/posts', {
      headers: editor.headers,
      body: { title, summary: '', body: 'Text.', status: 'published', coverImageId: mediaId },
    });
    expect(post.statusCode).toBe(201);

    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await submitLogin(page, chromium.site.siteUrl ?? '', {
      email: admin?.email ?? '',
      password: admin?.password ?? '',
    });
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    await page.goto(url('/editor/media'));
    // Found by its image, which stays while its alt text is edited.
    const card = page.locator('.media-card').filter({ has: page.locator(`img[src="/media/${mediaId}/480.webp"]`) });
    const used = card.getByRole('link', { name: title });
    await used.waitFor();
    expect(await used.getAttribute('href')).toBe(`/posts/${post.json.slug}`);

    await card.getByRole('button', { name: 'Edit alt text of cover.png' }).click();
    const field = card.getByRole('textbox', { name: 'Alt text of cover.png' });
    await field.fill(`${alt} at dusk`);
    await card.getByRole('button', { name: 'Save alt text' }).click();
    await card.getByText(`${alt} at dusk`, { exact: true }).waitFor();
    const stored = await invoke(media, 'GET', `/api/media/${mediaId}`, { headers: editor.headers });
    expect(stored.json.alt).toBe(`${alt} at dusk`);

    await card.getByRole('button', { name: 'Delete cover.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete an image in use?' });
    await dialog.getByRole('link', { name: title }).waitFor();
    expect(await dialog.textContent()).toContain('is used on these pages');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await invoke(media, 'GET', `/api/media/${mediaId}`, { headers: editor.headers })).statusCode).toBe(200);

    await card.getByRole('button', { name: 'Delete cover.png' }).click();
    await dialog.getByRole('button', { name: 'Delete it anyway' }).click();
    await card.waitFor({ state: 'detached' });
    expect((await invoke(media, 'GET', `/api/media/${mediaId}`, { headers: editor.headers })).statusCode).toBe(404);
    await context.close();
  });

  it('changes the alt text of a post’s existing cover from the post form', async () => {
    const { mediaItemFor } = await import('../support/media-items');
    const { invoke } = await import('../support/invoke');
    const { signedInAs } = await import('../support/accounts');
    const { handler: blog } = await import('#lambdas/blog/handler.ts');
    const editor = await signedInAs('Editor');
    const mediaId = await mediaItemFor('post', { alt: 'A harbour' });
    const post = await invoke(blog, 'POST', '/api/posts', {
      headers: editor.headers,
      body: {
        title: `Form cover ${randomUUID().slice(0, 8)}`,
        summary: '',
        body: 'Text.',
        status: 'draft',
        coverImageId: mediaId,
      },
    });
    expect(post.statusCode).toBe(201);

    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
    const context = await chromium.browser.newContext();
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await submitLogin(page, chromium.site.siteUrl ?? '', {
      email: admin?.email ?? '',
      password: admin?.password ?? '',
    });
    await page.waitForURL((location) => !location.pathname.startsWith('/login'));
    await page.goto(url(`/posts/edit/${post.json.id}`));
    const coverField = page.getByRole('group', { name: 'Cover image' });
    await coverField.getByRole('button', { name: 'Edit alt text of the cover image' }).click();
    await coverField.getByRole('textbox', { name: 'Alt text of the cover image' }).fill('A harbour at dawn');
    // Enter saves the alt text, not the post's form around it.
    await page.keyboard.press('Enter');
    await coverField.getByRole('img', { name: 'A harbour at dawn' }).waitFor();
    expect(page.url()).toContain(`/posts/edit/${post.json.id}`);
    const answered = await invoke(blog, 'GET', `/api/posts/${post.json.id}`, { headers: editor.headers });
    expect(answered.json.cover.alt).toBe('A harbour at dawn');
    await context.close();
  });
});
