import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

/** The titles of one level of the tree, in the order shown. */
async function titles(page: Page, listName: string): Promise<string[]> {
  const list = page.getByRole('list', { name: listName, exact: true });
  return list.locator(':scope > li > .sitemap-node__row .sitemap-node__title').allTextContents();
}

async function addItem(page: Page, formName: string, title: string, url: string) {
  const form = page.getByRole('form', { name: formName });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('URL').fill(url);
  await form.getByRole('button', { name: 'Add item' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('managing the sitemap in Chromium', () => {
  it('an admin adds items and a child, expands the tree, moves items and sees the server refuse a taken slug', async () => {
    const page = await openPage(chromium);
    try {
      await submitLogin(page, chromium.site.siteUrl ?? '', { email: 'admin@example.com', password: 'Admin123!' });
      await page.waitForURL((location) => !location.pathname.startsWith('/login'));
      await page.goto(`${chromium.site.siteUrl}/admin`);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Manage sitemap' }).click();
      await page.waitForURL('**/manage-sitemap-content');
      // npm start's seed (infra/local/seed/blog-seed.ts) gives the tree its top level.
      const seeded = ['Home', 'Blog', 'Documentation', 'Projects', 'About', 'Contact', 'Legal'];
      await expect.poll(() => titles(page, 'Sitemap')).toEqual(seeded);

      await page.getByRole('button', { name: 'Add a top-level item' }).click();
      await addItem(page, 'Add a top-level item', 'Feeds', '/rss.xml');
      await expect.poll(() => titles(page, 'Sitemap')).toEqual([...seeded, 'Feeds']);

      await page.getByRole('button', { name: 'Move Feeds up' }).click();
      await expect.poll(async () => (await titles(page, 'Sitemap')).slice(-2)).toEqual(['Feeds', 'Legal']);
      await page.getByRole('button', { name: 'Move Home down' }).click();
      await expect.poll(async () => (await titles(page, 'Sitemap')).slice(0, 2)).toEqual(['Blog', 'Home']);
      expect(await page.getByRole('button', { name: 'Move Blog up' }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Add a child to Blog' }).click();
      await addItem(page, 'Add a child to Blog', 'Archive', '/posts/archive');
      // The form closed: focus is back on the button that opened it.
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: 'Add a child to Blog' })
            .evaluate((button) => button === document.activeElement),
        )
        .toBe(true);
      await expect.poll(() => titles(page, 'Children of Blog')).toEqual(['Archive']);
      await page.getByText('1 child').waitFor();
      // No post has the slug `archive`: the child alone is flagged, the seeded items and the feed have pages.
      const noPage = 'No page answers at this address; it is left out of sitemap.xml.';
      await page.getByRole('list', { name: 'Children of Blog' }).getByText(noPage).waitFor();
      expect(await page.getByText(noPage).count()).toBe(1);

      // Collapse and expand again: the children are read when the item opens.
      await page.getByRole('button', { name: 'Collapse Blog' }).click();
      expect(await page.getByRole('list', { name: 'Children of Blog' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Expand Blog' }).click();
      await expect.poll(() => titles(page, 'Children of Blog')).toEqual(['Archive']);

      // A second "Home" derives the slug `home`, which the seeded Home has: the server's message is shown.
      await page.getByRole('button', { name: 'Add a top-level item' }).click();
      const form = page.getByRole('form', { name: 'Add a top-level item' });
      // The form opens far below the button: its first field has the focus and is in view.
      await expect
        .poll(() => form.getByLabel('Title').evaluate((input) => input === document.activeElement))
        .toBe(true);
      expect(
        await form.getByLabel('Title').evaluate((input) => {
          const box = input.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        }),
      ).toBe(true);
      await form.getByLabel('Title').fill('Home');
      await form.getByLabel('URL').fill('/home');
      await form.getByRole('button', { name: 'Add item' }).click();
      await form.getByRole('alert').getByText('Slug exists').waitFor();

      const edit = page.getByRole('link', { name: 'Edit Archive' });
      expect(await edit.getAttribute('href')).toMatch(/^\/sitemap-items\/edit\/[0-9a-f-]{36}$/);
      const remove = page.getByRole('link', { name: 'Delete Archive' });
      expect(await remove.getAttribute('href')).toMatch(/^\/sitemap-items\/delete\/[0-9a-f-]{36}$/);

      // Deleting it goes back to Manage sitemap, and nothing asks for the deleted item again.
      const failedReads: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failedReads.push(`${response.status()} ${response.url()}`);
      });
      await remove.click();
      // The refused "Home" is still typed in the add form: leaving it asks first.
      await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave' }).click();
      await page.getByTestId('delete-item-name').getByText('Archive').waitFor();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.waitForURL('**/manage-sitemap-content');
      await expect.poll(() => titles(page, 'Sitemap')).toContain('Blog');
      await expect.poll(() => page.getByText('1 child').count()).toBe(0);
      expect(failedReads).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
