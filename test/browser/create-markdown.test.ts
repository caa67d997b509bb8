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

  it("a registered user's document waits off the site until an editor approves it, then opens from the docs table", async () => {
    const page = await newPage();
    const unique = randomUUID().slice(0, 8);
    const folder = `browser-${unique}`;
    const name = `note-${unique}`;
    const heading = `Browser note ${unique}`;
    const documentRoute = `/tech-docs/${folder}/notes/${name}`;
    const folderRoute = `/tech-docs/${folder}/notes`;
    try {
      await signIn(page);
      // The user menu's entry is covered by the navigation tests; here the page is opened by its route.
      await page.goto(url('/create-markdown'));
      await page.waitForURL(/\/create-markdown$/);
      await page.getByText('An editor reads every new document before it goes on the site').waitFor();
      // An uploaded image is public at once, so a document waiting for review offers none.
      expect(await page.getByRole('button', { name: 'Insert image' }).count()).toBe(0);

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
      await page.getByText('Your document was sent for review.').waitFor();
      const mine = page.getByRole('table', { name: 'Your documents' });
      await mine.getByRole('row', { name: new RegExp(`${name}.*Waiting for review`) }).waitFor();

      // The same name again in the same folder: the server's 409 message is shown as it is.
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('A file with this name already exists in this folder.').waitFor();

      // Nowhere on the public site: not the file, not the collection's index.
      expect((await page.request.get(url(`/content${documentRoute}.md`))).ok()).toBe(false);
      const index = await (await page.request.get(url('/content/_index/tech-docs.json'))).text();
      expect(index).not.toContain(name);

      // An editor finds it under Pending documents, reads it and approves it.
      const editor = await newPage();
      try {
        await submitLogin(editor, chromium.site.siteUrl ?? '', { email: 'editor@example.com', password: 'Editor123!' });
        await editor.waitForURL((location) => !location.pathname.startsWith('/login'));
        await editor.goto(url('/editor'));
        await editor.getByRole('link', { name: 'Pending documents' }).click();
        const submission = editor.getByRole('article', { name: `Tech docs / ${folder}/notes/${name}` });
        await submission.getByRole('heading', { name: heading }).waitFor();
        await submission.getByText('Submitted by Uma User').waitFor();
        await submission.getByRole('button', { name: `Approve ${folder}/notes/${name}` }).click();
        await editor
          .getByRole('dialog', { name: 'Publish this document?' })
          .getByRole('button', { name: 'Publish' })
          .click();
        const notice = editor.getByText(`Tech docs / ${folder}/notes/${name} is published`);
        await notice.waitFor();
        await expect
          .poll(() => editor.evaluate(() => document.activeElement?.textContent ?? ''))
          .toContain('is published');
        await submission.waitFor({ state: 'detached' });
      } finally {
        await editor.context().close();
      }

      // Its author sees it published; a visitor (whose browser has no copy of the index from before)
      // finds it in the docs table and opens it.
      await page.reload();
      await mine.getByRole('row', { name: new RegExp(`${name}.*Published`) }).waitFor();
      const visitor = await newPage();
      try {
        await visitor.goto(url(folderRoute));
        const row = visitor.locator('[data-testid="docs-row"]', { hasText: heading });
        await row.waitFor();
        expect(await row.textContent()).toContain('Written by the browser test.');
        await row.getByRole('link', { name: /View/ }).click();
        await visitor.waitForURL(`**${documentRoute}`);
        await visitor.getByRole('heading', { level: 1, name: heading }).waitFor();
        await visitor.locator('.docs-markdown strong', { hasText: 'rendered' }).waitFor();
        await visitor.locator('.docs-markdown code.language-ts .hljs-string').first().waitFor();
        expect(await visitor.locator('.docs-markdown script').count()).toBe(0);
      } finally {
        await visitor.context().close();
      }
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('a rejected document comes back to its author with the reason, to change and send again', async () => {
    const page = await newPage();
    const name = `rejected-${randomUUID().slice(0, 8)}`;
    try {
      await signIn(page);
      await page.goto(url('/create-markdown'));
      await page.getByLabel('Collection').selectOption('essential-insights');
      await page.getByLabel('File name').fill(name);
      await page.getByLabel('Description').fill('Needs a source.');
      await page.getByLabel('Markdown').fill('# Claims\n\nNinety per cent of statistics are invented.');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your document was sent for review.').waitFor();

      const editor = await newPage();
      try {
        await submitLogin(editor, chromium.site.siteUrl ?? '', { email: 'editor@example.com', password: 'Editor123!' });
        await editor.waitForURL((location) => !location.pathname.startsWith('/login'));
        await editor.goto(url('/editor/pending-documents'));
        await editor.getByRole('button', { name: `Reject ${name}` }).click();
        const dialog = editor.getByRole('dialog', { name: 'Reject this document?' });
        await dialog.getByLabel('Reason for the author (optional)').fill('Please cite a source.');
        await dialog.getByRole('button', { name: 'Reject' }).click();
        await editor.getByText(`Essential insights / ${name} was rejected`).waitFor();
      } finally {
        await editor.context().close();
      }

      await page.reload();
      const row = page.getByRole('table', { name: 'Your documents' }).getByRole('row', { name: new RegExp(name) });
      await row.getByText('Not published').waitFor();
      await row.getByText('Reason: Please cite a source.').waitFor();
      await row.getByRole('button', { name: `Change and send ${name} again` }).click();
      expect(await page.getByLabel('File name').inputValue()).toBe(name);
      expect(await page.getByLabel('Description').inputValue()).toBe('Needs a source.');
      expect(await page.getByLabel('Markdown').inputValue()).toBe(
        '# Claims\n\nNinety per cent of statistics are invented.',
      );
      await page.getByLabel('Markdown').fill('# Claims\n\nSome statistics are invented (source: the test).');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your document was sent for review.').waitFor();
      await row.getByText('Waiting for review').waitFor();
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('an admin deletes a document from the Documents list, and finds it under the deleted ones', async () => {
    const page = await newPage();
    const name = `doomed-${randomUUID().slice(0, 8)}`;
    try {
      await submitLogin(page, chromium.site.siteUrl ?? '', { email: 'admin@example.com', password: 'Admin123!' });
      await page.waitForURL((location) => !location.pathname.startsWith('/login'));
      await page.goto(url('/create-markdown'));
      await page.getByLabel('Collection').selectOption('essential-insights');
      await page.getByLabel('File name').fill(name);
      await page.getByLabel('Markdown').fill(`# Doomed ${name}\n\nSoon gone.`);
      // An admin's document goes on the site at once: its images may be uploaded from here.
      await page.getByRole('button', { name: 'Insert image' }).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('The file was saved.').waitFor();

      await page.goto(url(`/editor/documents?collection=essential-insights&q=${name}`));
      await page.getByRole('button', { name: `Delete Doomed ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Delete Doomed ${name}?` })
        .getByRole('button', { name: 'Delete' })
        .click();
      await page.getByText(`Doomed ${name} is deleted`).waitFor();
      await page.getByText('No document matches.').waitFor();
      await page.getByRole('button', { name: 'Show deleted documents' }).click();
      await page.getByRole('region', { name: 'Deleted documents' }).getByText(name).waitFor();
    } finally {
      await page.context().close();
    }
  }, 90_000);
});
