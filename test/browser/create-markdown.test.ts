import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const newPage = () => openPage(chromium, 15_000);

async function signIn(page: Page) {
  await submitLogin(page, chromium.site.siteUrl ?? '', { email: 'user@example.com', password: 'User123!' });
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
}

describe('create markdown in Chromium', () => {
  it('sends an anonymous visitor to the login page', async () => {
    const page = await newPage();
    try {
      await page.goto(url('/create-markdown'));
      await page.waitForURL(/\/login/);
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    } finally {
      await page.context().close();
    }
  });

  it('a signed-in user creates a file in a new tech-docs folder, finds it in the docs table and opens it', async () => {
    const page = await newPage();
    const unique = randomUUID().slice(0, 8);
    const folder = `browser-${unique}`;
    const name = `note-${unique}`;
    const heading = `Browser note ${unique}`;
    try {
      await signIn(page);
      // The user menu's entry is covered by the navigation tests; here the page is opened by its route.
      await page.goto(url('/create-markdown'));
      await page.waitForURL(/\/create-markdown$/);

      // Client-side checks first: a bad folder name is shown on the Folder field, nothing is sent.
      await page.getByLabel('Collection').selectOption('tech-docs');
      await page.getByLabel('Folder').fill(`${folder}/Bad Name`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Folder name may contain only lower-case letters, digits and single hyphens').waitFor();

      await page.getByLabel('Folder').fill(`${folder}/notes`);
      await page.getByLabel('File name').fill(name);
      await page.getByLabel('Description').fill('Written by the browser test.');
      await page
        .getByLabel('Markdown')
        .fill(`# ${heading}\n\nThe **rendered** body.\n\n\`\`\`ts\nconst safe = '<script>x</script>';\n\`\`\`\n`);

      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('region', { name: 'Preview of the document' });
      await preview.getByRole('heading', { name: heading }).waitFor();
      await preview.locator('strong', { hasText: 'rendered' }).waitFor();
      await preview.locator('code.language-ts .hljs-keyword').first().waitFor();
      expect(await preview.locator('script').count()).toBe(0);

      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The file was saved.').waitFor();
      const documentRoute = `/tech-docs/${folder}/notes/${name}`;
      const folderRoute = `/tech-docs/${folder}/notes`;
      expect(await page.getByRole('link', { name: 'Open the new document' }).getAttribute('href')).toBe(documentRoute);
      const folderLink = page.getByRole('link', { name: 'Open its folder in the docs' });
      expect(await folderLink.getAttribute('href')).toBe(folderRoute);

      // The same name again in the same folder: the server's 409 message is shown as it is.
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('A file with this name already exists in this folder.').waitFor();

      // Inside the SPA, as the success link does: the refreshed index lists the new folder and file.
      await page.evaluate((target) => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, folderRoute);
      await page.waitForURL(`**${folderRoute}`);
      const row = page.locator('[data-testid="docs-row"]', { hasText: heading });
      await row.waitFor();
      expect(await row.textContent()).toContain('Written by the browser test.');

      await row.getByRole('link', { name: /View/ }).click();
      await page.waitForURL(`**${documentRoute}`);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.locator('.docs-markdown strong', { hasText: 'rendered' }).waitFor();
      await page.locator('.docs-markdown code.language-ts .hljs-string').first().waitFor();
      expect(await page.locator('.docs-markdown script').count()).toBe(0);
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
