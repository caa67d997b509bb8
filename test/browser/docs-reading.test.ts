import AxeBuilder from '@axe-core/playwright';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionIndex } from '#shared/content.ts';
import { adjacentDocuments } from '#shared/document-tree.ts';
import { HEADING_ANCHOR_LABEL } from '#shared/markdown/renderer.ts';
import { islandsDefined, rendered, setUpRenderedSite } from '#test/infra/local/rendered-site.ts';
import { rejectConsent } from '#test/support/browser.ts';

/**
 * Reading a document as visitors get it: the pre-rendered page of the preview (the SPA built for
 * production, every public page rendered), with JavaScript off and on, on a desktop and a phone screen.
 */
setUpRenderedSite();

const PATH = '/tech-docs/aws/cloudfront/origin-access-control';
const TITLE = 'CloudFront Origin Access Control';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

let index: CollectionIndex;

beforeAll(async () => {
  const answer = await fetch(`${rendered.previewUrl}/content/_index/tech-docs.json`);
  expect(answer.status).toBe(200);
  index = (await answer.json()) as CollectionIndex;
});

const open = new Set<Page>();
afterAll(async () => {
  for (const page of open) await page.context().close();
});

async function openDocument(options: BrowserContextOptions, theme?: 'light' | 'dark'): Promise<Page> {
  const context = await rendered.browser.newContext(options);
  // The stored theme choice, read before the first paint (web/theme-init.js).
  if (theme) await context.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
  const page = await context.newPage();
  open.add(page);
  page.setDefaultTimeout(20_000);
  await page.goto(`${rendered.previewUrl}${PATH}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  if (options.javaScriptEnabled !== false) await islandsDefined(page);
  return page;
}

const tree = (page: Page) => page.getByRole('navigation', { name: 'Tech docs', exact: true });
const onThisPage = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Previous and next documents' });

describe('a document with JavaScript off', { timeout: 90_000 }, () => {
  it('shows its tree (the current page marked), its text, On this page and previous and next on a desktop screen', async () => {
    const page = await openDocument({ viewport: DESKTOP, javaScriptEnabled: false });
    const current = tree(page).locator('[aria-current="page"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toBe(TITLE);
    expect(await current.isVisible()).toBe(true);
    expect(await current.getAttribute('href')).toBe(PATH);
    // The whole tree is in the page, the links of closed folders included.
    expect(await tree(page).locator('a').count()).toBeGreaterThan(10);

    expect(await page.locator('.docs-markdown > p').first().isVisible()).toBe(true);
    expect(await onThisPage(page).isVisible()).toBe(true);
    expect(await onThisPage(page).getByRole('link', { name: 'How it works' }).getAttribute('href')).toBe(
      '#how-it-works',
    );

    const node = index.subMenu
      .find((top) => top.name === 'aws')
      ?.children?.find((folder) => folder.name === 'cloudfront')
      ?.children?.find((file) => file.to === PATH);
    const { previous, next } = adjacentDocuments(index, node?.id ?? '');
    expect(previous ?? next).toBeDefined();
    for (const [rel, neighbour] of [
      ['prev', previous],
      ['next', next],
    ] as const) {
      const link = pagination(page).locator(`a[rel="${rel}"]`);
      expect(await link.count(), rel).toBe(neighbour ? 1 : 0);
      if (neighbour) {
        expect(await link.getAttribute('href')).toBe(neighbour.to);
        expect(await link.textContent()).toContain(neighbour.label);
      }
    }

    const anchor = page.getByRole('link', { name: `${HEADING_ANCHOR_LABEL}How it works`, exact: true });
    expect(await anchor.getAttribute('href')).toBe('#how-it-works');
    await anchor.click();
    await page.waitForURL(`**${PATH}#how-it-works`);
    // No script, no Copy: the button stays hidden rather than doing nothing.
    expect(await page.locator('.code-block__language').allTextContents()).toEqual(['json', 'ts', 'ts', 'bash']);
    expect(await page.locator('.code-block__copy[hidden]').count()).toBe(4);
    expect(await page.getByRole('button', { name: 'Copy code' }).count()).toBe(0);
  });

  it('on a phone: the text starts on the first screen, the tree and On this page open from their lines', async () => {
    const page = await openDocument({ viewport: PHONE, javaScriptEnabled: false });
    const text = await page.locator('.docs-markdown > p').first().boundingBox();
    expect(text?.y).toBeLessThan(PHONE.height - 100);
    expect(await tree(page).count()).toBe(0);
    expect(await onThisPage(page).count()).toBe(0);

    await page.locator('summary', { hasText: 'Browse Tech docs' }).click();
    await tree(page).locator('[aria-current="page"]').waitFor();
    await page.locator('summary', { hasText: 'On this page' }).click();
    await onThisPage(page).getByRole('link', { name: 'Common 403 causes' }).click();
    await page.waitForURL(`**${PATH}#common-403-causes`);
  });
});

describe('a post with JavaScript off', { timeout: 90_000 }, () => {
  it('has the same heading anchors in its body, from the same renderer', async () => {
    const context = await rendered.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    open.add(page);
    await page.goto(`${rendered.previewUrl}/posts/one-table-for-the-whole-site`, { waitUntil: 'domcontentloaded' });
    const body = page.getByTestId('post-body');
    await body.getByRole('heading', { level: 2, name: 'What it buys', exact: true }).waitFor();
    const anchor = body.getByRole('link', { name: `${HEADING_ANCHOR_LABEL}What it buys`, exact: true });
    expect(await anchor.getAttribute('href')).toBe('#what-it-buys');
  });
});

describe('a document with JavaScript on', { timeout: 90_000 }, () => {
  it('copies a code block with the keyboard and announces it', async () => {
    const page = await openDocument({ viewport: DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    await rejectConsent(page);
    const block = page
      .locator('site-code-block')
      .filter({ has: page.locator('code.language-ts') })
      .first();
    const copy = block.getByRole('button', { name: 'Copy code' });
    await copy.waitFor();
    // The button comes right before its code in the tab order.
    await block.locator('pre').focus();
    await page.keyboard.press('Shift+Tab');
    expect(await copy.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');

    await expect.poll(() => block.getByRole('status').textContent()).toBe('Copied');
    const code = await block.locator('pre').textContent();
    expect(code).toContain('new');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  it('marks the section being read in On this page as the reader scrolls', async () => {
    const page = await openDocument({ viewport: DESKTOP });
    await rejectConsent(page);
    const current = onThisPage(page).locator('a[aria-current="location"]');
    await expect.poll(() => current.textContent()).toBe('How it works');

    await page.locator('#common-403-causes').evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await expect.poll(() => current.textContent()).toBe('Common 403 causes');
    expect(await current.count()).toBe(1);
    expect(await onThisPage(page).isVisible()).toBe(true);

    await page.mouse.wheel(0, -(await page.evaluate(() => window.scrollY)));
    await expect.poll(() => current.textContent()).toBe('How it works');
  });

  it.each(['light', 'dark'] as const)('has no WCAG AA problem in the %s theme, desktop and phone', async (theme) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await openDocument({ viewport }, theme);
      await rejectConsent(page);
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.getByRole('button', { name: 'Copy code' }).first().waitFor();
      // On a phone the tree and On this page are folded: open them, so that what they hold is checked too.
      if (viewport === PHONE) {
        await page.locator('summary', { hasText: 'Browse Tech docs' }).click();
        await page.locator('summary', { hasText: 'On this page' }).click();
      }
      const { violations } = await new AxeBuilder({ page })
        .include('#main-content')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const problems = violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
      );
      expect(problems, `${theme}, ${viewport.width} px`).toEqual([]);
    }
  });
});
