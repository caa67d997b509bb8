import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpSiteInChromium } from '#test/support/browser.ts';
import { EDITOR, postEditorSite, type SavedPost, saveStatus } from '#test/support/post-editor-browser.ts';

const chromium = setUpSiteInChromium({ demoAccounts: true });
const site = postEditorSite(chromium);

describe('the post editor keeps what is typed, in Chromium', () => {
  it('a new post closed without saving offers its text again when the editor comes back', async () => {
    const unique = randomUUID().slice(0, 8);
    const page = await site.signedInPage(EDITOR);
    const context = page.context();
    try {
      await page.goto(site.url('/posts/create'));
      await page.getByLabel('Title', { exact: true }).fill(`Notes from the ferry ${unique}`);
      await page.getByLabel('Body (markdown)').fill(`The crossing took an hour.\n\nMarker ${unique}.`);
      await page.getByLabel('Summary').fill('A short crossing.');
      // Not created, so nothing goes to the server: the copy lives in this browser only.
      expect(await saveStatus(page).count()).toBe(0);
      await page.waitForTimeout(600);
      // Closed without the "Leave this page?" question (it would otherwise hold the tab open).
      await page.close({ runBeforeUnload: false });

      // The session lives in the closed tab; the kept copy in the browser's storage.
      const again = await context.newPage();
      await site.signIn(again, EDITOR);
      await again.goto(site.url('/posts/create'));
      const offer = again.getByText(/Restore unsaved changes from \d{1,2}:\d{2}/);
      await offer.waitFor();
      expect(await again.getByLabel('Title', { exact: true }).inputValue()).toBe('');
      await again.getByRole('button', { name: 'Restore unsaved changes' }).click();
      expect(await again.getByLabel('Title', { exact: true }).inputValue()).toBe(`Notes from the ferry ${unique}`);
      expect(await again.getByLabel('Body (markdown)').inputValue()).toContain(`Marker ${unique}.`);
      expect(await again.getByLabel('Summary').inputValue()).toBe('A short crossing.');
      expect(await offer.count()).toBe(0);

      // Created: the copy is gone, a new form starts empty and offers nothing.
      await again.getByRole('button', { name: 'Create post' }).click();
      await again.waitForURL((location) => location.pathname === '/editor/posts');
      await again.goto(site.url('/posts/create'));
      await again.getByLabel('Title', { exact: true }).waitFor();
      await again.waitForTimeout(300);
      expect(await again.getByText(/Restore unsaved changes from/).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('a published post autosaves to unpublished changes, kept on reopening, and goes live with Update post', async () => {
    const unique = randomUUID().slice(0, 8);
    const token = await site.apiToken(EDITOR);
    const slug = `harbour-lights-${unique}`;
    const post = await site.createPost(token, {
      title: `Harbour lights ${unique}`,
      slug,
      body: 'The first lamp is lit at dusk.',
      status: 'published',
    });
    const live = async () => (await site.callApi<SavedPost>(undefined, 'GET', `/posts/slug/${slug}`)).json;
    const page = await site.signedInPage(EDITOR);
    try {
      await page.goto(site.url(`/posts/edit/${post.id}`));
      const body = page.getByLabel('Body (markdown)');
      await body.fill(`The first lamp is lit at dusk.\n\nThe second at nine ${unique}.`);
      await expect
        .poll(() => saveStatus(page).textContent(), { timeout: 15_000 })
        .toMatch(/Saved .*Unpublished changes/);
      await page.getByRole('button', { name: 'Update post' }).waitFor();
      await page.getByRole('button', { name: 'Discard changes' }).waitFor();
      // The readers still get the live post.
      expect((await live()).body).toBe('The first lamp is lit at dusk.');

      // Reopened, the form starts from the editor's own unpublished changes, saying since when.
      await page.reload();
      await expect.poll(() => body.inputValue()).toContain(`The second at nine ${unique}.`);
      expect(await saveStatus(page).textContent()).toMatch(/Unpublished changes from \d{1,2}:\d{2}/);

      // Discarding (after the question) puts the live post back into the form.
      await page.getByRole('button', { name: 'Discard changes' }).click();
      await page
        .getByRole('dialog', { name: 'Discard your unpublished changes?' })
        .getByRole('button', { name: 'Discard changes' })
        .click();
      await expect.poll(() => body.inputValue()).toBe('The first lamp is lit at dusk.');
      await page.getByRole('button', { name: 'Save post' }).waitFor();
      const afterDiscard = await site.callApi<{ pending: unknown }>(token, 'GET', `/posts/${post.id}/autosave`);
      expect(afterDiscard.json.pending).toBeNull();

      // Typed again, then Update post publishes it.
      await body.fill(`The first lamp is lit at dusk.\n\nThe third at ten ${unique}.`);
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toContain('Unpublished changes');
      expect((await live()).body).toBe('The first lamp is lit at dusk.');
      await page.getByRole('button', { name: 'Update post' }).click();
      await page.waitForURL((location) => location.pathname === `/posts/${slug}`);
      await expect.poll(async () => (await live()).body).toContain(`The third at ten ${unique}.`);
      const pending = await site.callApi<{ pending: unknown }>(token, 'GET', `/posts/${post.id}/autosave`);
      expect(pending.json.pending).toBeNull();
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
