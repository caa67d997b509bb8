import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContentDocument, ContentVersion, DocumentPendingChanges } from '#shared/content.ts';
import { setUpSiteInChromium } from '#test/support/browser.ts';
import { siteApi } from '#test/support/site-api.ts';

/**
 * Documents edited in the browser: typing is kept as the editor's unpublished changes (never a
 * new version of the live document) until Save, a save over a version someone else saved first
 * opens the conflict panel, and a new document's fields are kept by the browser until it is created.
 */
const chromium = setUpSiteInChromium({ demoAccounts: true });
const { signedInPage, callApi, apiToken } = siteApi(chromium);

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const EDITOR = { email: 'editor@example.com', password: 'Editor123!' };

/** A new published document (an editor's), its query string and its text as stored. */
async function newDocument(token: string) {
  const unique = randomUUID().slice(0, 8);
  const folder = `autosave-${unique}`;
  const name = `log-${unique}`;
  const created = await callApi(token, 'POST', '/content/files', {
    collection: 'tech-docs',
    folder: [folder],
    name,
    markdown: `# Ship's log ${unique}\n\nCalm sea.\n`,
  });
  expect(created.status).toBe(201);
  const query = `collection=tech-docs&path=${encodeURIComponent(`${folder}/${name}`)}`;
  const read = async () => (await callApi<ContentDocument>(token, 'GET', `/content/files?${query}`)).json;
  const versions = async () =>
    (await callApi<{ versions: ContentVersion[] }>(token, 'GET', `/content/files/versions?${query}`)).json.versions;
  return { query, original: (await read()).markdown, read, versions, unique };
}

const markdownOf = (page: Page) => page.getByLabel('Markdown', { exact: true });
const saveStatus = (page: Page) => page.locator('.save-status');

describe('document autosave in Chromium', () => {
  it('keeps typing as unpublished changes, back after a reload, and publishes them only on Save', async () => {
    const token = await apiToken(EDITOR);
    const document = await newDocument(token);
    const page = await signedInPage({ ...EDITOR, rememberMe: true });
    try {
      await page.goto(url(`/editor/documents/edit?${document.query}`));
      await expect.poll(() => markdownOf(page).inputValue(), { timeout: 15_000 }).toBe(document.original);
      const typed = document.original.replace('Calm sea.', 'Storm from the west.');
      await markdownOf(page).fill(typed);
      await expect
        .poll(() => saveStatus(page).textContent(), { timeout: 15_000 })
        .toMatch(/^Saved \d{1,2}:\d{2}.* · Unpublished changes$/);

      // The live document is unchanged: no new version.
      expect((await document.read()).markdown).toBe(document.original);
      expect(await document.versions()).toHaveLength(1);
      const pending = await callApi<{ pending: DocumentPendingChanges }>(
        token,
        'GET',
        `/content/files/autosave?${document.query}`,
      );
      expect(pending.json.pending.markdown).toBe(typed);

      await page.reload();
      await expect.poll(() => markdownOf(page).inputValue(), { timeout: 15_000 }).toBe(typed);
      await expect
        .poll(() => saveStatus(page).textContent(), { timeout: 15_000 })
        .toMatch(/^Unpublished changes from \d{1,2}:\d{2}/);
      expect((await document.read()).markdown).toBe(document.original);

      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved. The page will be updated within a minute.').waitFor();
      expect((await document.read()).markdown).toBe(typed);
      expect(await document.versions()).toHaveLength(2);
      const after = await callApi<{ pending: null }>(token, 'GET', `/content/files/autosave?${document.query}`);
      expect(after.json.pending).toBeNull();
      expect(await saveStatus(page).textContent()).toBe('');

      // Discard changes (confirmed) drops what was kept and puts the published text back.
      await markdownOf(page).fill(`${typed}Not to keep.\n`);
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toMatch(/· Unpublished changes$/);
      await page.getByRole('button', { name: 'Discard changes' }).click();
      const dialog = page.getByRole('dialog', { name: 'Discard your changes?' });
      await dialog.getByRole('button', { name: 'Discard changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => markdownOf(page).inputValue(), { timeout: 15_000 }).toBe(typed);
      const discarded = await callApi<{ pending: null }>(token, 'GET', `/content/files/autosave?${document.query}`);
      expect(discarded.json.pending).toBeNull();
      expect(await document.versions()).toHaveLength(2);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('a save over a version another tab saved first opens the conflict panel; Keep mine keeps both in the history', async () => {
    const token = await apiToken(EDITOR);
    const document = await newDocument(token);
    const first = await signedInPage({ ...EDITOR, rememberMe: true });
    const second = await first.context().newPage();
    second.setDefaultTimeout(20_000);
    try {
      for (const tab of [first, second]) {
        await tab.goto(url(`/editor/documents/edit?${document.query}`));
        await expect.poll(() => markdownOf(tab).inputValue(), { timeout: 15_000 }).toBe(document.original);
      }
      const theirs = document.original.replace('Calm sea.', 'Fog at dawn.');
      await markdownOf(first).fill(theirs);
      await first.getByRole('button', { name: 'Save', exact: true }).click();
      await first.getByText('Saved. The page will be updated within a minute.').waitFor();

      const mine = document.original.replace('Calm sea.', 'Whales to starboard.');
      await markdownOf(second).fill(mine);
      await second.getByRole('button', { name: 'Save', exact: true }).click();
      const panel = second
        .getByRole('alert')
        .filter({ has: second.getByRole('heading', { name: 'Someone else saved first' }) });
      await panel.waitFor();
      expect(await panel.getByRole('region', { name: 'Their text' }).textContent()).toContain('Fog at dawn.');
      expect(await panel.getByRole('region', { name: 'Your text' }).textContent()).toContain('Whales to starboard.');
      // Beside the Save button, which waits for the choice.
      const [panelBox, saveBox] = [
        await panel.boundingBox(),
        await second.getByRole('button', { name: 'Save', exact: true }).boundingBox(),
      ];
      expect(Math.abs((saveBox?.y ?? 0) - ((panelBox?.y ?? 0) + (panelBox?.height ?? 0)))).toBeLessThan(100);
      expect(await second.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
      expect(await markdownOf(second).inputValue()).toBe(mine);

      await panel.getByRole('button', { name: 'Keep mine' }).click();
      await second.getByText('Saved. The page will be updated within a minute.').waitFor();
      expect((await document.read()).markdown).toBe(mine);
      const versions = await document.versions();
      expect(versions).toHaveLength(3);
      const texts = await Promise.all(
        versions.map(
          async ({ versionId }) =>
            (
              await callApi<ContentDocument>(
                token,
                'GET',
                `/content/files?${document.query}&versionId=${encodeURIComponent(versionId)}`,
              )
            ).json.markdown,
        ),
      );
      expect(texts).toEqual([mine, theirs, document.original]);
    } finally {
      await first.context().close();
    }
  }, 90_000);

  it('keeps a new document typed on /create-markdown in the browser until it is created', async () => {
    const page = await signedInPage({ ...EDITOR, rememberMe: true });
    const unique = randomUUID().slice(0, 8);
    try {
      await page.goto(url('/create-markdown'));
      await page.getByLabel('Folder').fill(`kept-${unique}`);
      await page.getByLabel('File name').fill(`draft-${unique}`);
      await page.getByLabel('Description').fill('Typed, never sent.');
      const body = `# Kept ${unique}\n\nTyped before the tab was closed.\n`;
      await page.getByLabel('Markdown').fill(body);
      // The browser writes its copy a moment after the last change.
      await page.waitForTimeout(800);
      const context = page.context();
      await page.close();

      const again = await context.newPage();
      again.setDefaultTimeout(20_000);
      await again.goto(url('/create-markdown'));
      const offer = again.getByRole('status').filter({ hasText: /Restore unsaved changes from \d{1,2}:\d{2}\?/ });
      await offer.waitFor();
      expect(await again.getByLabel('Markdown').inputValue()).toBe('');
      await offer.getByRole('button', { name: 'Restore unsaved changes' }).click();
      expect(await again.getByLabel('Markdown').inputValue()).toBe(body);
      expect(await again.getByLabel('File name').inputValue()).toBe(`draft-${unique}`);
      expect(await again.getByLabel('Folder').inputValue()).toBe(`kept-${unique}`);
      expect(await again.getByLabel('Description').inputValue()).toBe('Typed, never sent.');

      await again.getByRole('button', { name: 'Save' }).click();
      await again.getByText('The file was saved.').waitFor();
      // Created: nothing is offered any more.
      await again.reload();
      await again.getByLabel('Markdown').waitFor();
      await again.waitForTimeout(500);
      expect(await again.getByText(/Restore unsaved changes from/).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
