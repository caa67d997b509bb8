import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;
const pathOf = (page: Page) => new URL(page.url()).pathname;

const EDITOR = { email: 'editor@example.com', password: 'Editor123!' };
const USER = { email: 'user@example.com', password: 'User123!' };

async function signIn(page: Page, account: { email: string; password: string; rememberMe?: boolean }) {
  await submitLogin(page, chromium.site.siteUrl ?? '', account);
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
}

/** A project of the demo user, made through the API; answers its id. */
async function createProject(name: string): Promise<string> {
  const login = await fetch(`${chromium.site.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(USER),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${chromium.site.apiUrl}/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, description: 'As the API made it.', visibility: 0, status: 0 }),
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this page?' });

describe('unsaved changes in Chromium', { timeout: 120_000 }, () => {
  it('a topic form with typed text asks before a link or Back leaves it; after a save nothing asks', async () => {
    const page = await openPage(chromium);
    const name = `Unsaved ${randomUUID().slice(0, 8)}`;
    try {
      await signIn(page, EDITOR);
      await page.goto(url('/editor/topics'));
      await page.getByRole('link', { name: 'Add topic' }).click();
      await page.waitForURL('**/topics/add');
      await page.getByLabel('Name').fill(name);

      // A link in the navigation: the question, and Stay keeps the page and the text.
      await page.getByRole('navigation').getByRole('link', { name: 'Blog', exact: true }).first().click();
      const dialog = leaveDialog(page);
      await dialog.getByText('Your changes have not been saved.').waitFor();
      await dialog.getByRole('button', { name: 'Stay' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(pathOf(page)).toBe('/topics/add');
      expect(await page.getByLabel('Name').inputValue()).toBe(name);

      // The browser's Back button asks too.
      await page.goBack();
      await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
      await leaveDialog(page).waitFor({ state: 'hidden' });
      await expect.poll(() => pathOf(page)).toBe('/topics/add');
      expect(await page.getByLabel('Name').inputValue()).toBe(name);

      // Saved: the next navigation leaves without a question.
      await page.getByRole('button', { name: 'Create topic' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `“${name}” created.` })
        .waitFor();
      await page.getByRole('navigation').getByRole('link', { name: 'Blog', exact: true }).first().click();
      await page.waitForURL((location) => location.pathname === '/posts');
      expect(await leaveDialog(page).count()).toBe(0);

      // Leave follows the link that was asked about.
      await page.goto(url('/topics/add'));
      await page.getByLabel('Name').fill(`${name} again`);
      await page.getByRole('navigation').getByRole('link', { name: 'Blog', exact: true }).first().click();
      await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL((location) => location.pathname === '/posts');
    } finally {
      await page.context().close();
    }
  });

  it('a sign-out in another tab keeps the project form on screen and asks to sign in again there', async () => {
    const name = `Kept ${randomUUID().slice(0, 8)}`;
    const id = await createProject(name);
    const page = await openPage(chromium);
    try {
      // Remembered, so both tabs share the session (localStorage), as a second tab of the browser does.
      await signIn(page, { ...USER, rememberMe: true });
      await page.goto(url(`/projects/edit/${id}`));
      await page.getByLabel('Description').fill('Typed before the session ended.');

      const other = await page.context().newPage();
      await other.goto(url('/logout'));
      await other.getByRole('link', { name: 'Sign in again' }).waitFor();

      const dialog = page.getByRole('dialog', { name: 'Sign in again' });
      await dialog.getByText('Your session ended. Sign in again to save your changes.').waitFor();
      expect(pathOf(page)).toBe(`/projects/edit/${id}`);

      // Cancel keeps the page and the text; the bar offers the sign-in again.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      expect(pathOf(page)).toBe(`/projects/edit/${id}`);
      expect(await page.getByLabel('Description').inputValue()).toBe('Typed before the session ended.');
      await page.getByRole('button', { name: 'Sign in again' }).click();

      await dialog.getByLabel('Password').fill(USER.password);
      await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(pathOf(page)).toBe(`/projects/edit/${id}`);
      expect(await page.getByLabel('Description').inputValue()).toBe('Typed before the session ended.');

      // The new session saves the text, and the project's page follows without a question.
      await page.getByRole('button', { name: 'Save project' }).click();
      await page.waitForURL((location) => location.pathname === `/projects/${id}`);
      await page.getByText('Typed before the session ended.').waitFor();
    } finally {
      await page.context().close();
    }
  });

  it("a new project's typed text survives a reload through Restore unsaved changes", async () => {
    const page = await openPage(chromium);
    const name = `Restored ${randomUUID().slice(0, 8)}`;
    // The reload asks first (beforeunload): the test answers Leave.
    page.on('dialog', (dialog) => void dialog.accept());
    try {
      await signIn(page, USER);
      await page.goto(url('/projects/add'));
      await page.getByLabel('Name').fill(name);
      await page.getByLabel('Description').fill('Typed, then the tab reloaded.');
      await page.reload();
      await page.getByRole('button', { name: 'Restore unsaved changes' }).click();
      expect(await page.getByLabel('Name').inputValue()).toBe(name);
      expect(await page.getByLabel('Description').inputValue()).toBe('Typed, then the tab reloaded.');

      // Saved: the copy is gone, so the next new project starts empty with nothing to offer.
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.waitForURL((location) => /^\/projects\/[0-9a-f-]{36}$/.test(location.pathname));
      await page.goto(url('/projects/add'));
      await page.getByLabel('Name').waitFor();
      expect(await page.getByRole('button', { name: 'Restore unsaved changes' }).count()).toBe(0);
    } finally {
      await page.context().close();
    }
  });
});
