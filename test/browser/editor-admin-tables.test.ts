import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, setUpSiteInChromium, submitLogin } from '#test/support/browser.ts';

/**
 * The editor and admin tables in Chromium: on a desktop they use the screen's width, so a row is
 * one line; on a phone each row keeps its Status and Actions on the screen; the users list is
 * searched, filtered and ordered through the page address, and its Next page is off on the last
 * page. The demo accounts and blog are seeded; this file adds users to make exactly one full page.
 */

const chromium = setUpSiteInChromium({ demoAccounts: true });
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
/** The users list's page size: the file fills exactly one page. */
const USERS_PAGE = 20;
/** A single-line row: the text's line and the cell padding, or a 44 px link or checkbox and its padding. */
const ONE_LINE_ROW_PX = 60;

const url = (path: string) => `${chromium.site.siteUrl}${path}`;
/** The accounts there were before this file added its own (the demo accounts). */
let seeded = 0;

beforeAll(async () => {
  // Imported once the site has set the environment the handlers read.
  const { createAccount } = await import('#lambdas/lib/accounts/accounts.ts');
  const { User } = await import('#lambdas/lib/db/entities/user.ts');
  seeded = (await User.query.newestFirst({}).go({ pages: 'all' })).data.length;
  for (let index = seeded; index < USERS_PAGE; index++) {
    await createAccount({
      email: `reader${index}@example.test`,
      password: 'correct horse battery staple',
      firstName: index === seeded ? 'Zelda' : `Reader${index}`,
      lastName: 'Tablesson',
      roles: ['User'],
    });
  }
}, 60_000);

async function signedInAdmin(viewport: { width: number; height: number }): Promise<Page> {
  const page = await openPage(chromium);
  await page.setViewportSize(viewport);
  await submitLogin(page, chromium.site.siteUrl ?? '', ADMIN);
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
  return page;
}

/** The table's body rows once they are shown. */
async function rowsOf(page: Page, caption: string) {
  const table = page.getByRole('region', { name: caption });
  await table.locator('tbody tr').first().waitFor();
  return table.locator('tbody tr');
}

async function rowHeights(page: Page, caption: string): Promise<number[]> {
  const rows = await rowsOf(page, caption);
  return rows.evaluateAll((elements) => elements.map((row) => row.getBoundingClientRect().height));
}

/** Where the row's cells under these headers are, across the screen, and whether they show. */
async function cellsUnder(page: Page, caption: string, headers: string[]) {
  await rowsOf(page, caption);
  return page.getByRole('region', { name: caption }).evaluate((region, names) => {
    const heads = [...region.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const row = region.querySelector('tbody tr');
    return names.map((name) => {
      const cell = row?.children[heads.findIndex((head) => head.startsWith(name))] as HTMLElement | undefined;
      const box = cell?.getBoundingClientRect();
      return {
        name,
        shown: !!cell && cell.checkVisibility() && (box?.width ?? 0) > 0,
        left: box?.left ?? -1,
        right: box?.right ?? Number.POSITIVE_INFINITY,
      };
    });
  }, headers);
}

describe('editor and admin tables on a desktop', () => {
  it('keep every row of the users, posts and documents lists one line tall at 1350 px', async () => {
    const page = await signedInAdmin({ width: 1350, height: 900 });
    await page.goto(url('/admin/users'));
    const users = await rowHeights(page, 'Users');
    expect(users).toHaveLength(USERS_PAGE);
    expect(Math.max(...users)).toBeLessThan(ONE_LINE_ROW_PX);

    await page.goto(url('/editor/posts'));
    const posts = await rowHeights(page, 'Posts');
    expect(posts.length).toBeGreaterThan(0);
    expect(Math.max(...posts)).toBeLessThan(ONE_LINE_ROW_PX);

    // An admin's documents have Delete beside Edit and History: a link's size, not a full button's.
    await page.goto(url('/editor/documents'));
    const documents = await rowHeights(page, 'Documents of Tech docs');
    expect(documents.length).toBeGreaterThan(0);
    expect(Math.max(...documents)).toBeLessThan(ONE_LINE_ROW_PX);
    await page.context().close();
  }, 60_000);
});

describe('editor and admin tables on a phone', () => {
  it('keep the Status and Actions of each row on a 375 px screen, users and posts alike', async () => {
    const page = await signedInAdmin({ width: 375, height: 812 });
    for (const [path, caption, first] of [
      ['/admin/users', 'Users', 'Name'],
      ['/editor/posts', 'Posts', 'Title'],
    ] as const) {
      await page.goto(url(path));
      const cells = await cellsUnder(page, caption, [first, 'Status', 'Actions']);
      for (const cell of cells) {
        expect(cell.shown, `${path} ${cell.name}`).toBe(true);
        expect(cell.left, `${path} ${cell.name}`).toBeGreaterThanOrEqual(0);
        expect(cell.right, `${path} ${cell.name}`).toBeLessThanOrEqual(375);
      }
      const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(scrolls, path).toBe(false);
    }
    await page.context().close();
  }, 60_000);
});

describe('the users list', () => {
  it('is searched, filtered and ordered by the server through the page address, Next off on its one page', async () => {
    const page = await signedInAdmin({ width: 1350, height: 900 });
    await page.goto(url('/admin/users'));
    await rowsOf(page, 'Users');
    const pages = page.getByRole('navigation', { name: 'Users pages' });
    await expect.poll(() => pages.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await page.getByLabel('Search names and e-mail').fill('zEL');
    await page.waitForURL((location) => location.searchParams.get('q') === 'zEL');
    const names = page.getByRole('region', { name: 'Users' }).locator('tbody tr td:first-child');
    await expect.poll(() => names.allTextContents()).toEqual(['Zelda Tablesson']);

    await page.getByLabel('Search names and e-mail').fill('');
    await page.getByLabel('Role').selectOption('Admin');
    await page.waitForURL(
      (location) => location.searchParams.get('role') === 'Admin' && !location.search.includes('q='),
    );
    await expect.poll(() => names.allTextContents()).toEqual(['Ada Admin']);

    await page.getByLabel('Role').selectOption('');
    await page.waitForURL((location) => !location.searchParams.has('role'));
    // The next choice is made on the list the page now shows, as a person would.
    await expect.poll(async () => (await names.allTextContents()).length).toBe(USERS_PAGE);
    await page.getByLabel('Order').selectOption({ label: 'Name Z to A' });
    await page.waitForURL((location) => location.searchParams.get('sort') === 'name');
    await expect.poll(async () => (await names.allTextContents())[0]).toBe('Zelda Tablesson');

    // The address alone brings the same list back.
    await page.goto(url('/admin/users?state=active&sort=name&order=desc&q=tablesson'));
    await expect.poll(async () => (await names.allTextContents()).length).toBe(USERS_PAGE - seeded);
    await expect(page.getByLabel('State').inputValue()).resolves.toBe('active');
    await page.context().close();
  }, 60_000);
});
