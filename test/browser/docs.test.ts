import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionIndex, DocumentNode } from '#shared/content.ts';
import { openPage, rejectConsent, setUpSiteInChromium } from '../support/browser';

const chromium = setUpSiteInChromium();

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

async function loadIndex(collection: string): Promise<CollectionIndex> {
  const answer = await fetch(`${chromium.site.siteUrl}/content/_index/${collection}.json`);
  expect(answer.status).toBe(200);
  return (await answer.json()) as CollectionIndex;
}

/** A top-level folder of tech-docs, one of its folders, and a file in that: the path the test clicks. */
function folderFolderFile(index: CollectionIndex): [DocumentNode, DocumentNode, DocumentNode] {
  for (const top of index.subMenu) {
    for (const folder of top.children ?? []) {
      const file = folder.children?.find((child) => child.type === 'file');
      if (folder.type === 'folder' && file) return [top, folder, file];
    }
  }
  throw new Error('content/tech-docs has no folder inside a folder with a document in it');
}

/**
 * One tab for the whole file, loaded once; later visits move inside the SPA as a link would,
 * which keeps this file light next to the other browser tests that run at the same time.
 */
let page: Page;

async function visit(path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`**${path}`);
}

const rows = () => page.locator('[data-testid="docs-row"]');

async function rowNames(): Promise<string[]> {
  return rows().locator('.docs-table__name').allTextContents();
}

/** The updated date of each row, as its `time` element's ISO value; null when it has none. */
async function rowUpdates(): Promise<Array<string | null>> {
  return rows().evaluateAll((elements) =>
    elements.map((row) => row.querySelector('time')?.getAttribute('datetime') ?? null),
  );
}

function expectMissingLast(values: Array<string | null>): string[] {
  const firstMissing = values.indexOf(null);
  if (firstMissing !== -1) expect(values.slice(firstMissing).every((value) => value === null)).toBe(true);
  return values.filter((value): value is string => value !== null);
}

describe('documentation pages in Chromium', () => {
  beforeAll(async () => {
    page = await chromium.browser.newPage();
    await page.goto(`${chromium.site.siteUrl}/tech-docs`, { waitUntil: 'domcontentloaded' });
    await rejectConsent(page);
  });
  afterAll(() => page.close());

  it('goes from /tech-docs into a folder (Details) and opens a document (View) with its heading and tab title', async () => {
    const index = await loadIndex('tech-docs');
    const [top, folder, file] = folderFolderFile(index);
    await visit('/tech-docs');

    await page.getByRole('heading', { level: 1, name: 'Tech docs' }).waitFor();
    expect(await page.title()).toBe('Portfolio · Tech docs');

    const topLink =
      top.type === 'category'
        ? page.getByRole('region', { name: 'Categories' }).getByRole('link', { name: top.name, exact: true })
        : page.getByRole('link', { name: `Details ${top.label}`, exact: true });
    await topLink.click();
    await page.waitForURL(`**${top.to}`);
    await page.getByRole('heading', { level: 1, name: top.label }).waitFor();

    await page.getByRole('link', { name: `Details ${folder.label}`, exact: true }).click();
    await page.waitForURL(`**${folder.to}`);
    await page.getByRole('heading', { level: 1, name: folder.label }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).textContent()).toContain(top.label);

    await page.getByRole('link', { name: `View ${file.label}`, exact: true }).click();
    await page.waitForURL(`**${file.to}`);
    await page.getByRole('heading', { level: 1, name: file.label, exact: true }).waitFor();
    await expect.poll(() => page.title()).toBe(`Portfolio · ${file.label}`);
    const body = (await page.locator('.docs-markdown').textContent()) ?? '';
    expect(body).not.toMatch(/^\s*(description|updated|created|date)\s*:/im);
  });

  it('sorts a folder by name and by updated date, both ways, undated entries last', async () => {
    const index = await loadIndex('tech-docs');
    const [top] = folderFolderFile(index);
    await visit(top.to);
    await rows().first().waitFor();
    const indexOrder = await rowNames();
    expect(indexOrder.length).toBeGreaterThan(1);
    const sortBy = page.getByLabel('Sort by');

    await sortBy.selectOption({ label: 'Name (A to Z)' });
    const ascending = await rowNames();
    expect(ascending).toEqual([...indexOrder].sort(collator.compare));

    await sortBy.selectOption({ label: 'Name (Z to A)' });
    expect(await rowNames()).toEqual([...ascending].reverse());

    await sortBy.selectOption({ label: 'Updated (newest first)' });
    const newestFirst = expectMissingLast(await rowUpdates());
    expect(newestFirst).toEqual([...newestFirst].sort().reverse());
    expect(new Set(newestFirst).size).toBeGreaterThan(1);

    await sortBy.selectOption({ label: 'Updated (oldest first)' });
    const oldestFirst = expectMissingLast(await rowUpdates());
    expect(oldestFirst).toEqual([...oldestFirst].sort());

    await sortBy.selectOption({ label: 'Default order' });
    expect(await rowNames()).toEqual(indexOrder);

    // The Name header sorts the same way and shows the order the select shows.
    const nameHeader = rows().first().locator('xpath=ancestor::table').getByRole('columnheader', { name: 'Name' });
    expect(await nameHeader.getAttribute('aria-sort')).toBe('none');
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(await rowNames()).toEqual(ascending);
    expect(await sortBy.inputValue()).toBe('name-asc');
    await nameHeader.getByRole('button').click();
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('descending');
    expect(await rowNames()).toEqual([...ascending].reverse());
    await sortBy.selectOption({ label: 'Updated (newest first)' });
    await expect.poll(() => nameHeader.getAttribute('aria-sort')).toBe('none');
  });

  it('lists the changelogs newest first with row numbers and git hashes, and opens one entry', async () => {
    const index = await loadIndex('changelogs');
    await visit('/changelogs');
    const releases = page.locator('[data-testid="changelog-row"]');
    await releases.first().waitFor();
    expect(await releases.count()).toBe(index.subMenu.filter((node) => node.type === 'file').length);
    const cells = await releases.evaluateAll((elements) =>
      elements.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')),
    );
    expect(cells.map((row) => row[0])).toEqual(cells.map((_, position) => String(position + 1)));
    const dates = cells.map((row) => Date.parse(row[2] ?? ''));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(cells.some((row) => /^[0-9a-f]{7,40}$/.test(row[3] ?? ''))).toBe(true);

    const newest = cells[0]?.[1] ?? '';
    await releases.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: newest, exact: true }).waitFor();
  });

  it('shows an error with a retry when the index cannot be loaded, logs it, and recovers on retry', async () => {
    const logged: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error') logged.push(message.text());
    };
    page.on('console', onConsole);
    const indexUrl = '**/content/_index/legal-docs.json';
    await page.route(indexUrl, (route) => route.fulfill({ status: 500, body: 'down' }));
    await visit('/legal-docs');
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor();
    expect(logged.some((line) => line.includes('Collection index of legal-docs failed to load'))).toBe(true);

    await page.unroute(indexUrl);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await rows().first().waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    page.off('console', onConsole);
  });

  describe('a document with code', () => {
    const path = '/tech-docs/aws/cloudfront/origin-access-control';
    const rendered = '/content/_rendered/v2/tech-docs/aws/cloudfront/origin-access-control.json';
    const markdown = '/content/tech-docs/aws/cloudfront/origin-access-control.md';
    const highlighted = '.docs-markdown pre code.language-ts .hljs-keyword';

    /** Opens the document in a fresh tab (nothing cached) and returns its body's markup and the URLs the tab requested. */
    async function openDocument(setUp?: (fresh: Page) => Promise<unknown>) {
      const fresh = await openPage(chromium);
      await setUp?.(fresh);
      const requested: string[] = [];
      fresh.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await fresh.goto(`${chromium.site.siteUrl}${path}`, { waitUntil: 'domcontentloaded' });
      await fresh.getByRole('heading', { level: 1, name: 'CloudFront Origin Access Control' }).waitFor();
      return { fresh, requested };
    }

    let aheadMarkup = '';
    /**
     * The production build's chunk of the markdown renderer (shared/markdown/renderer.ts, with
     * markdown-it), the highlighter's worker and the code-highlighting module.
     */
    const MARKDOWN_RENDERER_CHUNK = /\/assets\/renderer-[\w-]+\.js$/;
    const MARKDOWN_IN_THE_PAGE = /\/assets\/(renderer|highlight-worker|code-highlighting)-[\w-]+\.js$/;

    it('comes rendered ahead, code highlighted, without markdown-it or the highlighter in the page', async () => {
      const { fresh, requested } = await openDocument();
      await fresh.locator(highlighted).first().waitFor();
      expect(await fresh.getByRole('navigation', { name: 'On this page' }).count()).toBe(1);
      await fresh.getByRole('button', { name: 'Copy code' }).first().waitFor();
      aheadMarkup = await fresh.locator('.docs-markdown').innerHTML();
      expect(requested).toContain(rendered);
      expect(requested).not.toContain(markdown);
      expect(requested.filter((url) => MARKDOWN_IN_THE_PAGE.test(url))).toEqual([]);
      await fresh.context().close();
    });

    // The local S3 answers 404 for a missing key; CloudFront 403, since its access to the private bucket cannot list it.
    it.each([404, 403])(
      'is rendered and highlighted in the page, to the same markup, when its rendered copy answers %i',
      async (status) => {
        const { fresh, requested } = await openDocument((tab) =>
          tab.route(`**${rendered}`, (route) => route.fulfill({ status, body: 'missing' })),
        );
        await fresh.locator(highlighted).first().waitFor();
        await fresh.getByRole('button', { name: 'Copy code' }).first().waitFor();
        expect(requested).toContain(markdown);
        expect(requested.some((url) => url.includes('highlight-worker'))).toBe(true);
        // The pattern the rendered-ahead case checks finds the renderer when it is loaded.
        expect(requested.some((url) => MARKDOWN_RENDERER_CHUNK.test(url))).toBe(true);
        expect(aheadMarkup).not.toBe('');
        expect(await fresh.locator('.docs-markdown').innerHTML()).toBe(aheadMarkup);
        await fresh.context().close();
      },
    );

    it('shows a load failure with a retry, logs it, and shows the document on retry', async () => {
      const logged: string[] = [];
      const { fresh } = await openDocument(async (tab) => {
        tab.on('console', (message) => {
          if (message.type() === 'error') logged.push(message.text());
        });
        await tab.route(`**${rendered}`, (route) => route.fulfill({ status: 500, body: 'down' }));
      });
      const alert = fresh.getByRole('alert').filter({ hasText: 'could not be loaded' });
      await alert.waitFor();
      expect(logged.some((line) => line.includes(`Document ${markdown} failed to load`))).toBe(true);
      await fresh.unroute(`**${rendered}`);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await fresh.locator(highlighted).first().waitFor();
      expect(await fresh.getByRole('alert').count()).toBe(0);
      await fresh.context().close();
    });
  });

  it('shows not-found for an unknown path in a collection and for malformed project form paths', async () => {
    for (const path of ['/tech-docs/no-such-folder/page', '/projects/del', '/projects/edit/1', '/projects/add/more']) {
      await visit(path);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    }
  });

  it('opens a stack from the stacks page in the tech docs', async () => {
    await visit('/stacks');
    await page.getByRole('link', { name: 'C#', exact: true }).click();
    await page.waitForURL('**/tech-docs/csharp');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
