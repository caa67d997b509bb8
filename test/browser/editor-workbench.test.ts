import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContentDocument, ContentVersion } from '#shared/content.ts';
import { formatDate } from '#shared/dates.ts';
import { setUpSiteInChromium } from '#test/support/browser.ts';
import { siteApi } from '#test/support/site-api.ts';

const chromium = setUpSiteInChromium({ demoAccounts: true });
const { signedInPage, callApi, apiToken } = siteApi(chromium);

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const EDITOR = { email: 'editor@example.com', password: 'Editor123!' };
const USER = { email: 'user@example.com', password: 'User123!' };

/** How many posts the overview's "My drafts" shows (OVERVIEW_POSTS): the old draft is made to fall below them. */
const OVERVIEW_DRAFTS = 10;

interface SavedPost {
  id: string;
  slug: string;
  title: string;
  status: string;
  publishAt: string | null;
  publishedAt: string | null;
}

async function createDraft(token: string, title: string, slug: string): Promise<SavedPost> {
  const created = await callApi<SavedPost>(token, 'POST', '/posts', {
    title,
    slug,
    summary: 'Written by the editor workbench browser test.',
    body: `# ${title}\n\nA draft waiting for its moment.\n`,
    status: 'draft',
  });
  expect(created.status).toBe(201);
  return created.json;
}

/**
 * A `datetime-local` value `secondsAhead` from now in the browser's own time zone (the one the
 * post form reads it in), the instant it stands for, and that instant as the posts list shows it.
 */
async function scheduleIn(page: Page, secondsAhead: number) {
  const chosen = await page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1000);
    at.setMilliseconds(0);
    const pad = (value: number) => String(value).padStart(2, '0');
    // The input keeps seconds as typed, except :00, which it drops.
    const seconds = at.getSeconds() === 0 ? '' : `:${pad(at.getSeconds())}`;
    return {
      input: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}${seconds}`,
      iso: at.toISOString(),
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    };
  }, secondsAhead);
  return { ...chosen, shown: formatDate(chosen.iso, 'dateTimeZone', chosen.zone) };
}

const postsTable = (page: Page) => page.getByRole('table', { name: 'Posts' });
const postRow = (page: Page, title: string) =>
  postsTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });

describe('editor workbench in Chromium', () => {
  it('a plain user reaching /editor is sent to access denied', async () => {
    const page = await signedInPage(USER);
    try {
      await page.goto(url('/editor'));
      await page.waitForURL('**/access-denied');
      await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
      expect(await page.getByRole('navigation', { name: 'Editor' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });

  it('an editor finds an old draft by filters kept in the address, schedules it, and the publisher publishes it', async () => {
    const unique = randomUUID().slice(0, 8);
    const token = await apiToken(EDITOR);
    const title = `Forgotten lighthouse notes ${unique}`;
    const target = await createDraft(token, title, `forgotten-lighthouse-notes-${unique}`);
    const newer: string[] = [];
    for (let position = 1; position <= OVERVIEW_DRAFTS + 1; position++) {
      const newerTitle = `Fresh harbour draft ${position} ${unique}`;
      await createDraft(token, newerTitle, `fresh-harbour-draft-${position}-${unique}`);
      newer.push(newerTitle);
    }

    const page = await signedInPage(EDITOR);
    try {
      // The overview shows the newest drafts only: the old one is not among them.
      await page.goto(url('/editor'));
      const myDrafts = page.getByRole('table', { name: 'My drafts' });
      await myDrafts.getByRole('rowheader', { name: newer.at(-1), exact: true }).waitFor();
      expect(await myDrafts.getByRole('rowheader', { name: title, exact: true }).count()).toBe(0);

      await page.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Posts' }).click();
      await page.waitForURL('**/editor/posts');
      await page.getByLabel('Status').selectOption({ label: 'Draft' });
      await page.waitForURL((location) => location.searchParams.get('status') === 'draft');
      // Part of a word is enough, in any case.
      await page.getByLabel('Search titles').fill(`LightHou ${unique}`);
      await page.waitForURL((location) => location.searchParams.get('q') === `LightHou ${unique}`);
      await postRow(page, title).waitFor();
      await expect.poll(() => postsTable(page).getByRole('rowheader').count()).toBe(1);
      const filtered = new URL(page.url());
      expect(filtered.pathname).toBe('/editor/posts');
      expect(filtered.searchParams.get('status')).toBe('draft');

      // The filters are the address: a reload lists the same post, the controls show them.
      await page.reload();
      await postRow(page, title).waitFor();
      expect(await postsTable(page).getByRole('rowheader').count()).toBe(1);
      expect(await page.getByLabel('Status').inputValue()).toBe('draft');
      expect(await page.getByLabel('Search titles').inputValue()).toBe(`LightHou ${unique}`);

      // Scheduled about 15 s ahead, in the browser's local time.
      await postRow(page, title)
        .getByRole('link', { name: `Edit “${title}”` })
        .click();
      await page.waitForURL(`**/posts/edit/${target.id}`);
      await page.getByRole('group', { name: 'Status' }).getByLabel('Scheduled').check();
      const schedule = await scheduleIn(page, 15);
      await page.getByLabel('Publish at').fill(schedule.input);
      await page.getByRole('button', { name: 'Save post' }).click();
      await page.waitForURL((location) => location.pathname === '/editor/posts');
      await page.getByText(`The post “${title}” was saved and is scheduled for`).waitFor();

      await page.goto(url('/editor/posts?status=scheduled'));
      const scheduledRow = postRow(page, title);
      await scheduledRow.waitFor();
      // Choosing an order leaves the Status filter as it is; any status is listed by last change.
      await page.getByLabel('Order').selectOption({ label: 'Soonest scheduled' });
      await page.waitForURL((location) => location.searchParams.get('sort') === 'scheduled');
      expect(await page.getByLabel('Status').inputValue()).toBe('scheduled');
      await page.getByLabel('Order').selectOption({ label: 'Last changed' });
      await page.waitForURL((location) => !location.searchParams.has('sort'));
      expect(await page.getByLabel('Status').inputValue()).toBe('scheduled');
      await scheduledRow.waitFor();
      const when = scheduledRow.getByRole('cell').locator('time').first();
      expect(await when.getAttribute('datetime')).toBe(schedule.iso);
      expect(await when.textContent()).toBe(schedule.shown);
      expect(await scheduledRow.getByText('Scheduled', { exact: true }).count()).toBe(1);

      // The local publisher (every 5 s) publishes it once its time has come.
      let published: SavedPost | undefined;
      await expect
        .poll(
          async () => {
            const list = await callApi<{ items: SavedPost[] }>(token, 'GET', '/posts/published?limit=50');
            published = list.json.items.find((post) => post.id === target.id);
            return published?.status;
          },
          { timeout: 70_000, interval: 2_000 },
        )
        .toBe('published');
      expect(published?.publishedAt).toEqual(expect.any(String));
      expect(Date.parse(published?.publishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(schedule.iso) - 5_000);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('an editor edits a document, compares the versions in its history and restores the previous one', async () => {
    const unique = randomUUID().slice(0, 8);
    const token = await apiToken(EDITOR);
    const folder = `workbench-${unique}`;
    const name = `field-notes-${unique}`;
    const path = `${folder}/${name}`;
    const created = await callApi(token, 'POST', '/content/files', {
      collection: 'tech-docs',
      folder: [folder],
      name,
      description: 'Written by the editor workbench browser test.',
      markdown: `# Field notes ${unique}\n\nThe tide was low at dawn.\n\nThe lamp needs oil.\n`,
    });
    expect(created.status).toBe(201);
    const query = `collection=tech-docs&path=${encodeURIComponent(path)}`;
    // As stored: the create adds the description and dates above the text.
    const original = (await callApi<ContentDocument>(token, 'GET', `/content/files?${query}`)).json.markdown;
    expect(original).toContain('The tide was low at dawn.');
    const versionsOf = async () =>
      (await callApi<{ versions: ContentVersion[] }>(token, 'GET', `/content/files/versions?${query}`)).json.versions;

    const page = await signedInPage(EDITOR);
    try {
      await page.goto(url('/editor'));
      await page
        .getByRole('navigation', { name: 'Editor' })
        .getByRole('link', { name: 'Documents', exact: true })
        .click();
      await page.waitForURL('**/editor/documents');
      await page.getByLabel('Collection').selectOption('tech-docs');
      await page.getByLabel('Title or path').fill(name);
      const documents = page.getByRole('table', { name: /^Documents of / });
      await expect.poll(() => documents.getByRole('rowheader').count()).toBe(1);
      await documents.getByRole('link', { name: /^Edit / }).click();
      await page.waitForURL((location) => location.pathname === '/editor/documents/edit');
      expect(new URL(page.url()).searchParams.get('path')).toBe(path);

      const markdown = page.getByLabel('Markdown', { exact: true });
      await expect.poll(() => markdown.inputValue()).toBe(original);
      const edited = original.replace('The tide was low at dawn.', 'The tide came in at noon.');
      await markdown.fill(edited);
      const preview = page.getByRole('region', { name: 'Preview of the document' });
      await preview.getByText('The tide came in at noon.').waitFor();
      expect(await preview.getByText('The tide was low at dawn.').count()).toBe(0);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved. The page will be updated within a minute.').waitFor();

      await page.getByRole('link', { name: 'See its history' }).click();
      await page.waitForURL((location) => location.pathname === '/editor/documents/history');
      const versions = page.getByRole('table', { name: 'Versions, newest first' });
      await expect.poll(() => versions.getByRole('rowheader').count()).toBeGreaterThanOrEqual(2);
      const versionCount = await versions.getByRole('rowheader').count();
      expect(await versions.getByRole('rowheader').first().textContent()).toContain('(current)');

      // The version before the edit: its lines against the current ones.
      const older = versions.getByRole('row').nth(2);
      await older.getByRole('button', { name: /^Show/ }).click();
      expect(await older.getByRole('button', { name: /^Show/ }).getAttribute('aria-pressed')).toBe('true');
      const diff = page.getByRole('list', { name: 'Lines that differ from the current version' });
      await diff.waitFor();
      // The comparison comes above the versions, takes the focus, and has Restore beside its heading.
      const changes = page.getByRole('heading', { name: 'Changes against the current version' });
      await expect.poll(() => changes.evaluate((heading) => heading === document.activeElement)).toBe(true);
      const [headingBox, tableBox] = [await changes.boundingBox(), await versions.boundingBox()];
      expect(headingBox?.y ?? Infinity).toBeLessThan(tableBox?.y ?? 0);
      const restoreBox = await page.getByRole('button', { name: 'Restore this version' }).boundingBox();
      expect(
        Math.abs(
          (restoreBox?.y ?? 0) + (restoreBox?.height ?? 0) / 2 - ((headingBox?.y ?? 0) + (headingBox?.height ?? 0) / 2),
        ),
      ).toBeLessThan(20);
      const line = (text: string) => diff.getByRole('listitem').filter({ hasText: text });
      expect(await line('The tide came in at noon.').getAttribute('data-kind')).toBe('removed');
      expect(await line('The tide came in at noon.').textContent()).toContain('Removed:');
      expect(await line('The tide was low at dawn.').getAttribute('data-kind')).toBe('added');
      expect(await line('The tide was low at dawn.').textContent()).toContain('Added:');
      expect(await line('The lamp needs oil.').getAttribute('data-kind')).toBe('same');

      await page.getByRole('button', { name: 'Restore this version' }).click();
      const dialog = page.getByRole('dialog', { name: 'Restore this version?' });
      await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(/is current again/).waitFor();
      // The Restore button went with the comparison: the result has the focus, not <body>.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
        .toMatch(/is current again/);
      await expect.poll(() => versions.getByRole('rowheader').count()).toBe(versionCount + 1);

      const current = await callApi<ContentDocument>(token, 'GET', `/content/files?${query}`);
      expect(current.status).toBe(200);
      expect(current.json.markdown).toBe(original);
      expect(await versionsOf()).toHaveLength(versionCount + 1);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('the document editor gives the markdown at least 70 characters at 1350 px, the preview beside it, stacked when narrow', async () => {
    const unique = randomUUID().slice(0, 8);
    const token = await apiToken(EDITOR);
    const path = `layout-${unique}/wide-${unique}`;
    const created = await callApi(token, 'POST', '/content/files', {
      collection: 'tech-docs',
      folder: [`layout-${unique}`],
      name: `wide-${unique}`,
      description: 'Written by the editor layout browser test.',
      markdown: `# Wide ${unique}\n\nA line of text.\n`,
    });
    expect(created.status).toBe(201);
    const page = await signedInPage(EDITOR);
    try {
      await page.setViewportSize({ width: 1350, height: 900 });
      await page.goto(url(`/editor/documents/edit?collection=tech-docs&path=${encodeURIComponent(path)}`));
      const markdown = page.getByLabel('Markdown', { exact: true });
      await markdown.waitFor();
      const preview = page.getByRole('region', { name: 'Preview of the document' });
      await preview.getByText('A line of text.').waitFor();
      /** The text area's inner width in characters of its own font (the width of "0", as CSS's ch). */
      const widthInCharacters = () =>
        markdown.evaluate((area: HTMLTextAreaElement) => {
          const probe = document.createElement('span');
          probe.textContent = '0'.repeat(100);
          probe.style.font = getComputedStyle(area).font;
          probe.style.position = 'absolute';
          probe.style.whiteSpace = 'pre';
          document.body.append(probe);
          const zero = probe.getBoundingClientRect().width / 100;
          probe.remove();
          return area.clientWidth / zero;
        });
      expect(await widthInCharacters()).toBeGreaterThanOrEqual(70);
      const [areaBox, previewBox] = [await markdown.boundingBox(), await preview.boundingBox()];
      // Beside: the preview starts right of the text area, at the same height.
      expect(previewBox?.x ?? 0).toBeGreaterThan((areaBox?.x ?? 0) + (areaBox?.width ?? 0));
      expect(Math.abs((previewBox?.y ?? 0) - (areaBox?.y ?? 0))).toBeLessThan(60);

      // A narrow screen stacks them: the preview below the text area, which takes the width.
      await page.setViewportSize({ width: 600, height: 900 });
      await expect
        .poll(async () => (await preview.boundingBox())?.y ?? 0)
        .toBeGreaterThan(((await markdown.boundingBox())?.y ?? 0) + ((await markdown.boundingBox())?.height ?? 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(600);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
