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
      await page.getByText('No items here yet.').waitFor();

      for (const [title, url] of [
        ['Home', '/'],
        ['Blog', '/posts'],
        ['About', '/about'],
      ]) {
        await page.getByRole('button', { name: 'Add a top-level item' }).click();
        await addItem(page, 'Add a top-level item', title ?? '', url ?? '');
      }
      await expect.poll(() => titles(page, 'Sitemap')).toEqual(['Home', 'Blog', 'About']);

      await page.getByRole('button', { name: 'Move About up' }).click();
      await expect.poll(() => titles(page, 'Sitemap')).toEqual(['Home', 'About', 'Blog']);
      await page.getByRole('button', { name: 'Move Home down' }).click();
      await expect.poll(() => titles(page, 'Sitemap')).toEqual(['About', 'Home', 'Blog']);
      expect(await page.getByRole('button', { name: 'Move About up' }).isDisabled()).toBe(true);

      await page.getByRole('button', { name: 'Add a child to Blog' }).click();
      await addItem(page, 'Add a child to Blog', 'Archive', '/posts/archive');
      await expect.poll(() => titles(page, 'Children of Blog')).toEqual(['Archive']);
      await page.getByText('1 child').waitFor();

      // Collapse and expand again: the children are read when the item opens.
      await page.getByRole('button', { name: 'Collapse Blog' }).click();
      expect(await page.getByRole('list', { name: 'Children of Blog' }).count()).toBe(0);
      await page.getByRole('button', { name: 'Expand Blog' }).click();
      await expect.poll(() => titles(page, 'Children of Blog')).toEqual(['Archive']);

      // A second "Home" derives the slug `home`, which is taken: the server's message is shown.
      await page.getByRole('button', { name: 'Add a top-level item' }).click();
      const form = page.getByRole('form', { name: 'Add a top-level item' });
      await form.getByLabel('Title').fill('Home');
      await form.getByLabel('URL').fill('/home');
      await form.getByRole('button', { name: 'Add item' }).click();
      await form.getByRole('alert').getByText('Slug exists').waitFor();

      const edit = page.getByRole('link', { name: 'Edit Archive' });
      expect(await edit.getAttribute('href')).toMatch(/^\/sitemap-items\/edit\/[0-9a-f-]{36}$/);
      const remove = page.getByRole('link', { name: 'Delete Archive' });
      expect(await remove.getAttribute('href')).toMatch(/^\/sitemap-items\/delete\/[0-9a-f-]{36}$/);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
