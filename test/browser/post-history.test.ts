import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setUpSiteInChromium } from '#test/support/browser.ts';
import {
  ADMIN,
  EDITOR,
  EDITOR_NAME,
  postEditorSite,
  type SavedPost,
  saveStatus,
} from '#test/support/post-editor-browser.ts';

const chromium = setUpSiteInChromium({ demoAccounts: true });
const site = postEditorSite(chromium);

const historyTable = (page: Page) => page.getByRole('table', { name: 'Revisions, newest first' });

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'Show the history' }).click();
  await historyTable(page).waitFor();
}

describe('the post editor’s conflicts and history, in Chromium', () => {
  it('two editors on one post: the second is shown the conflict beside Save, chooses Keep mine, and the history has both', async () => {
    const unique = randomUUID().slice(0, 8);
    const token = await site.apiToken(EDITOR);
    const post = await site.createPost(token, {
      title: `Tide tables ${unique}`,
      slug: `tide-tables-${unique}`,
      body: 'High water at six.',
      status: 'draft',
    });
    const first = await site.signedInPage(EDITOR);
    const second = await site.signedInPage(ADMIN);
    try {
      await first.goto(site.url(`/posts/edit/${post.id}`));
      await second.goto(site.url(`/posts/edit/${post.id}`));
      // Each sees the other (presence is refreshed every 20 s; the second announced itself on opening).
      await second.getByText(`Also editing: ${EDITOR_NAME}`).waitFor();
      await first.reload();
      await first.getByText('Also editing: Ada Admin').waitFor();

      await first.getByLabel('Title', { exact: true }).fill(`Tide tables, first ${unique}`);
      await first.getByLabel('Body (markdown)').fill('High water at six, says the first.');
      await first.getByRole('button', { name: 'Save post' }).click();
      await first.waitForURL((location) => location.pathname === '/editor/posts');

      await second.getByLabel('Title', { exact: true }).fill(`Tide tables, second ${unique}`);
      await second.getByLabel('Body (markdown)').fill('High water at seven, says the second.');
      await second.getByRole('button', { name: 'Save post' }).click();
      // The save (or the autosave before it) is refused: the panel sits with the Save button.
      const panel = second.locator('.post-save-bar').getByRole('alert').filter({ hasText: 'Someone else saved first' });
      await panel.waitFor();
      expect(await panel.textContent()).toContain(`${EDITOR_NAME} saved it at`);
      expect(await panel.getByRole('region', { name: 'Their text' }).textContent()).toContain('says the first');
      expect(await panel.getByRole('region', { name: 'Your text' }).textContent()).toContain('says the second');

      await panel.getByRole('button', { name: 'Keep mine' }).click();
      await panel.waitFor({ state: 'detached' });
      await expect.poll(() => saveStatus(second).textContent()).toMatch(/Saved \d{1,2}:\d{2}/);
      const saved = await site.callApi<SavedPost>(token, 'GET', `/posts/${post.id}`);
      expect(saved.json.body).toBe('High water at seven, says the second.');

      await openHistory(second);
      const titles = await historyTable(second).getByRole('row').allTextContents();
      expect(titles.some((row) => row.includes(`Tide tables, second ${unique}`))).toBe(true);
      expect(titles.some((row) => row.includes(`Tide tables, first ${unique}`))).toBe(true);
      expect(titles.some((row) => row.includes(EDITOR_NAME))).toBe(true);
    } finally {
      await first.context().close();
      await second.context().close();
    }
  }, 120_000);

  it('a draft changed elsewhere: the autosave stops at the conflict, Take theirs loads it, autosave resumes', async () => {
    const unique = randomUUID().slice(0, 8);
    const token = await site.apiToken(EDITOR);
    const post = await site.createPost(token, {
      title: `Buoy notes ${unique}`,
      slug: `buoy-notes-${unique}`,
      body: 'Red to port.',
      status: 'draft',
    });
    const page = await site.signedInPage(EDITOR);
    try {
      await page.goto(site.url(`/posts/edit/${post.id}`));
      const body = page.getByLabel('Body (markdown)');
      await body.waitFor();
      const theirs = await site.callApi<SavedPost>(token, 'PUT', `/posts/${post.id}`, {
        title: `Buoy notes ${unique}`,
        slug: post.slug,
        summary: 'Written by the post editor browser tests.',
        body: 'Red to port, green to starboard.',
        status: 'draft',
        version: post.version,
      });
      expect(theirs.status).toBe(200);

      await body.fill('Red to port, mine.');
      const panel = page.locator('.post-save-bar').getByRole('alert').filter({ hasText: 'Someone else saved first' });
      await panel.waitFor({ timeout: 15_000 });
      expect(await saveStatus(page).textContent()).toContain('Not saved');
      await panel.getByRole('button', { name: 'Take theirs' }).click();
      await expect.poll(() => body.inputValue()).toBe('Red to port, green to starboard.');
      // Mine stays to copy from until the panel is closed.
      expect(await panel.getByRole('region', { name: 'Your text' }).textContent()).toContain('Red to port, mine.');
      await page.getByRole('button', { name: 'Close' }).click();
      await panel.waitFor({ state: 'detached' });

      await body.fill('Red to port, green to starboard, and a bell.');
      await expect.poll(() => saveStatus(page).textContent(), { timeout: 15_000 }).toMatch(/^Saved \d{1,2}:\d{2}/);
      const saved = await site.callApi<SavedPost>(token, 'GET', `/posts/${post.id}`);
      expect(saved.json.body).toBe('Red to port, green to starboard, and a bell.');
      expect(saved.json.status).toBe('draft');
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('an editor compares an older revision with the form and restores it', async () => {
    const unique = randomUUID().slice(0, 8);
    const token = await site.apiToken(EDITOR);
    const post = await site.createPost(token, {
      title: `Lighthouse log ${unique}`,
      slug: `lighthouse-log-${unique}`,
      body: 'Night one: calm.\nNight two: fog.',
      status: 'draft',
    });
    const changed = await site.callApi<SavedPost>(token, 'PUT', `/posts/${post.id}`, {
      title: `Lighthouse log, revised ${unique}`,
      slug: post.slug,
      summary: 'Written by the post editor browser tests.',
      body: 'Night one: calm.\nNight two: storm.',
      status: 'draft',
      version: post.version,
    });
    expect(changed.status).toBe(200);
    const page = await site.signedInPage(EDITOR);
    try {
      await page.goto(site.url(`/posts/edit/${post.id}`));
      await openHistory(page);
      const rows = historyTable(page)
        .getByRole('row')
        .filter({ hasText: `Lighthouse log ${unique}` });
      await rows.first().getByRole('button', { name: /^Show/ }).click();
      const revision = page.locator('.post-revision');
      await revision.waitFor();
      expect(await revision.textContent()).toContain('Other fields that differ from the form: Title.');
      const diff = revision.getByRole('list', { name: "The form's body against this revision" });
      expect(await diff.locator('[data-kind=removed]').allTextContents()).toEqual(['−Removed: Night two: fog.']);
      expect(await diff.locator('[data-kind=added]').allTextContents()).toEqual(['+Added: Night two: storm.']);

      await revision.getByRole('button', { name: 'Restore this revision' }).click();
      await page
        .getByRole('dialog', { name: 'Restore this revision?' })
        .getByRole('button', { name: 'Restore' })
        .click();
      await expect
        .poll(() => page.getByLabel('Body (markdown)').inputValue())
        .toBe('Night one: calm.\nNight two: fog.');
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe(`Lighthouse log ${unique}`);
      const restored = await site.callApi<SavedPost>(token, 'GET', `/posts/${post.id}`);
      expect(restored.json.body).toBe('Night one: calm.\nNight two: fog.');
      expect(restored.json.version).toBeGreaterThan(changed.json.version);
      await historyTable(page).getByRole('row').filter({ hasText: 'Restored' }).first().waitFor();
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
