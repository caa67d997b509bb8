import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const EDITOR = { email: 'editor@example.com', password: 'Editor123!' };
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

async function signedInPage(account: { email: string; password: string }): Promise<Page> {
  const page = await openPage(chromium);
  await submitLogin(page, chromium.site.siteUrl ?? '', account);
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
  return page;
}

/** Fills the topic, tag or category form and creates the term; answers its id (from the "Edit it" link). */
async function createTerm(page: Page, kind: 'topics' | 'tags', name: string, parent?: string): Promise<string> {
  await page.goto(url(`/${kind}/add`));
  await page.getByLabel('Name').fill(name);
  if (parent) await page.getByLabel('Parent topic').selectOption({ label: parent });
  await page.getByRole('button', { name: /^Create / }).click();
  const created = page.getByRole('status').filter({ hasText: `“${name}” created.` });
  await created.waitFor();
  const href = (await created.getByRole('link', { name: 'Edit it' }).getAttribute('href')) ?? '';
  return href.split('/').pop() ?? '';
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describe('blog in Chromium', { timeout: 120_000 }, () => {
  it('an editor files a published post under a new topic and tag; an admin deletes it and it is gone', async () => {
    const unique = randomUUID().slice(0, 8);
    const topic = `Serverless ${unique}`;
    const tag = `Lambda ${unique}`;
    const title = `Hello from the browser ${unique}`;
    const slug = `hello-from-the-browser-${unique}`;

    const editor = await signedInPage(EDITOR);
    let postId = '';
    try {
      // Signed in as an editor, the forms show no sign-in notice.
      await editor.goto(url('/topics/add'));
      await editor.getByLabel('Name').waitFor();
      expect(await editor.getByText('Sign in as an editor').count()).toBe(0);
      await createTerm(editor, 'topics', topic);
      await createTerm(editor, 'tags', tag);

      await editor.goto(url('/posts/create'));
      await editor.getByLabel('Title').fill(title);
      // The slug follows the title until it is edited.
      expect(await editor.getByLabel('Slug').inputValue()).toBe(slug);
      await editor.getByLabel('Summary').fill('Written by the blog browser test.');
      await editor
        .getByLabel('Body (markdown)')
        .fill(
          '## Why serverless\n\nThe **rendered** body with <script>window.hacked = 1</script> kept as text.\n\n```ts\nconst answer = 42;\n```\n',
        );
      await editor.getByRole('group', { name: 'Status' }).getByLabel('Published').check();
      // The topic, tag and category choices come from the API, the new ones included.
      await editor.getByLabel('Topic').selectOption({ label: topic });
      await editor.getByRole('group', { name: /Tags/ }).getByLabel(tag).check();

      await editor.getByRole('button', { name: 'Preview' }).click();
      const preview = editor.getByRole('region', { name: 'Preview of the post' });
      await preview.locator('strong', { hasText: 'rendered' }).waitFor();

      await editor.getByRole('button', { name: 'Create post' }).click();
      await editor.waitForURL(`**/posts/${slug}`);
      await editor.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect.poll(() => editor.title()).toContain(title);
      const body = editor.getByTestId('post-body');
      await body.getByRole('heading', { level: 2, name: 'Why serverless' }).waitFor();
      await body.locator('strong', { hasText: 'rendered' }).waitFor();
      await body.locator('code.language-ts .hljs-keyword').first().waitFor();
      expect(await body.textContent()).toContain('<script>window.hacked = 1</script>');
      expect(await editor.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
      expect(await editor.locator('.post-terms').textContent()).toContain(topic);
      expect(await editor.locator('.post-terms').textContent()).toContain(tag);

      // Analytics were refused (openPage): the view is not counted, here or after a reload
      // (consent.test.ts counts one with consent).
      await editor.getByText('0 views', { exact: true }).waitFor();
      await editor.reload();
      await editor.getByRole('heading', { level: 1, name: title }).waitFor();
      await editor.waitForTimeout(500);
      expect(await editor.getByText('0 views', { exact: true }).count()).toBe(1);

      // Editors may edit, only admins get the delete link.
      const editHref = (await editor.getByRole('link', { name: 'Edit post' }).getAttribute('href')) ?? '';
      postId = editHref.split('/').pop() ?? '';
      expect(postId).not.toBe('');
      expect(await editor.getByRole('link', { name: 'Delete post' }).count()).toBe(0);

      await editor.getByRole('link', { name: 'Blog', exact: true }).click();
      await editor.waitForURL('**/posts');
      const card = editor.getByRole('listitem').filter({ has: editor.getByRole('link', { name: title }) });
      await card.waitFor();
      expect(await card.textContent()).toContain('Written by the blog browser test.');
      expect(await card.textContent()).toContain(topic);
      expect(await card.textContent()).toContain(tag);
      expect(await card.textContent()).toContain('by Eddie Editor');
    } finally {
      await editor.context().close();
    }

    const admin = await signedInPage(ADMIN);
    try {
      await admin.goto(url(`/posts/delete/${postId}`));
      await admin.getByTestId('delete-item-name').filter({ hasText: title }).waitFor();
      expect(await admin.getByText('Sign in as an admin').count()).toBe(0);
      await admin.getByRole('button', { name: 'Delete', exact: true }).click();
      await admin.waitForURL((location) => location.pathname === '/dashboard');
      expect(pathOf(admin)).toBe('/dashboard');

      await admin.goto(url('/posts'));
      await admin.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
      await admin
        .getByRole('list', { name: 'Posts' })
        .or(admin.getByText('No posts have been published yet.'))
        .waitFor();
      expect(await admin.getByRole('link', { name: title }).count()).toBe(0);
      await admin.goto(url(`/posts/${slug}`));
      await admin.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();
    } finally {
      await admin.context().close();
    }
  });

  it("an editor changing a published post's slug is warned that its address changes; the old address leads to the new one", async () => {
    const unique = randomUUID().slice(0, 8);
    const title = `Moving in the browser ${unique}`;
    const slug = `moving-in-the-browser-${unique}`;
    const editor = await signedInPage(EDITOR);
    try {
      await editor.goto(url('/posts/create'));
      await editor.getByLabel('Title').fill(title);
      await editor.getByLabel('Body (markdown)').fill('A post that moves.');
      await editor.getByRole('group', { name: 'Status' }).getByLabel('Published').check();
      await editor.getByRole('button', { name: 'Create post' }).click();
      await editor.waitForURL(`**/posts/${slug}`);
      const editHref = (await editor.getByRole('link', { name: 'Edit post' }).getAttribute('href')) ?? '';

      await editor.goto(url(editHref));
      const slugField = editor.getByLabel('Slug');
      await expect.poll(() => slugField.inputValue()).toBe(slug);
      const warning = "The post's address changes; the old address will redirect to the new one.";
      expect(await editor.getByText(warning).count()).toBe(0);
      await slugField.fill(`${slug}-moved`);
      await editor.getByText(warning).waitFor();
      await slugField.fill(slug);
      await expect.poll(() => editor.getByText(warning).count()).toBe(0);
      await slugField.fill(`${slug}-moved`);
      await editor.getByRole('button', { name: /^Save/ }).click();
      await editor.waitForURL(`**/posts/${slug}-moved`);

      // The old address: the API redirects to the post, and the page shows its current address.
      await editor.goto(url(`/posts/${slug}`));
      await editor.waitForURL(`**/posts/${slug}-moved`);
      await editor.getByRole('heading', { level: 1, name: title }).waitFor();
    } finally {
      await editor.context().close();
    }
  });

  it('a topic edit says "Topic updated successfully!" and then opens the editor’s topic list; a topic with subtopics cannot be deleted', async () => {
    const unique = randomUUID().slice(0, 8);
    const parent = `Parent ${unique}`;
    const editor = await signedInPage(EDITOR);
    let parentId = '';
    try {
      parentId = await createTerm(editor, 'topics', parent);
      await createTerm(editor, 'topics', `Child ${unique}`, parent);

      await editor.goto(url(`/topics/edit/${parentId}`));
      await editor.getByLabel('Description').fill('Edited by the browser test.');
      await editor.getByRole('button', { name: 'Save topic' }).click();
      const updated = editor.getByRole('status').filter({ hasText: 'Topic updated successfully!' });
      await updated.waitFor();
      expect(await updated.isVisible()).toBe(true);
      expect(pathOf(editor)).toBe(`/topics/edit/${parentId}`);
      // The spec sends an admin to /dashboard, which an editor cannot open: the editor goes to the topics list.
      await editor.waitForURL((location) => location.pathname === '/editor/topics');
    } finally {
      await editor.context().close();
    }

    const admin = await signedInPage(ADMIN);
    try {
      await admin.goto(url(`/topics/delete/${parentId}`));
      await admin.getByTestId('delete-item-name').filter({ hasText: parent }).waitFor();
      await admin.getByRole('button', { name: 'Delete', exact: true }).click();
      await admin
        .getByRole('alert')
        .filter({
          hasText:
            'fetch ERR: This topic has subtopics and cannot be deleted. Please remove or reassign the subtopics first.',
        })
        .waitFor();
      expect(pathOf(admin)).toBe(`/topics/delete/${parentId}`);
    } finally {
      await admin.context().close();
    }
  });

  it('a visitor sees the sign-in notice on a form, and the login link comes back to it; the server refuses visitors', async () => {
    const page = await openPage(chromium);
    try {
      await page.goto(url('/tags/add'));
      const notice = page.getByRole('status').filter({ hasText: 'Sign in as an editor to save changes.' });
      await notice.waitFor();

      // No guard: the form is there, and the server's refusal is shown.
      await page.getByLabel('Name').fill(`Visitor tag ${randomUUID().slice(0, 8)}`);
      await page.getByRole('button', { name: 'Create tag' }).click();
      await page.getByRole('alert').filter({ hasText: 'Authentication required' }).waitFor();

      await notice.getByRole('link', { name: 'Sign in' }).click();
      await page.waitForURL('**/login');
      await page.getByLabel('Email').fill(EDITOR.email);
      await page.getByLabel('Password', { exact: true }).fill(EDITOR.password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL('**/tags/add');
      await page.getByLabel('Name').waitFor();
      expect(await page.getByText('Sign in as an editor to save changes.').count()).toBe(0);

      // An editor may not delete: the delete page says who may.
      await page.goto(url('/tags/delete/any-id'));
      await page.getByRole('status').filter({ hasText: 'Sign in as an admin to delete this tag.' }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
