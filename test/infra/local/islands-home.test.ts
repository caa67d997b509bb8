import { randomUUID } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { submitLogin } from '#test/support/browser.ts';
import { api, eventually, fetchPage, openWithIslands, rendered, setUpRenderedSite } from './rendered-site';

/**
 * Home, contact and the projects without the framework, and the not-found page with the app (docs/rendering.md,
 * "Public pages without the framework"), as `npm run preview` serves them: their stored pages load
 * the islands' script in place of the app, and what a visitor does on them works from it.
 */
setUpRenderedSite();

/** The scripts of a stored page, in the order it names them. */
const ISLANDS_ONLY = [expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)];

/** The scripts a page asked for that are not the islands' (the app's entry or chunks). */
function watchScripts(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    all: () => requests.filter((request) => request.resourceType() === 'script').map((request) => request.url()),
    ofTheApp: () =>
      requests
        .filter((request) => request.resourceType() === 'script')
        .map((request) => request.url())
        .filter((url) => /\/assets\/index-[\w-]+\.js$/.test(url)),
  };
}

/** A browser context signed in as the demo account of `role`, on the app's sign-in page; the app has settled. */
async function signedIn(browser: Browser, role: 'Admin' | 'User') {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  const context = await browser.newContext();
  const page = await context.newPage();
  await submitLogin(page, rendered.previewUrl, { email: account?.email ?? '', password: account?.password ?? '' });
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.waitForLoadState('networkidle');
  return { context, page, account };
}

describe('home without the framework, and the not-found page', { timeout: 120_000 }, () => {
  it('their stored pages load the islands and nothing of the app; the not-found page keeps the app', async () => {
    for (const path of ['/', '/contact', '/projects']) {
      const page = await fetchPage(path);
      expect(page.scripts, path).toEqual(ISLANDS_ONLY);
      expect(page.html, path).not.toMatch(/modulepreload|data-app-entry|id="page-data"/);
    }
    // Its address may be a draft or a private project a signed-in visitor may see: only the app can ask for it.
    const missing = await fetchPage('/does-not-exist');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('There is no page at <code data-requested-path="">/does-not-exist</code>.');
    expect(missing.html).toContain('data-app-entry=');
  });

  it('shows the visitor count, and opens a chart demo in a dialog that Back, Escape and Close close', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await openWithIslands(page, '/');
    await page.locator('[data-testid="visitor-count"][data-source="api"]').waitFor();
    // Nothing of the dialog or echarts before a demo is opened.
    const beforeClick = scripts.all();
    expect(beforeClick.filter((url) => !/\/assets\/islands-/.test(url))).toEqual([]);

    const barLink = page.getByRole('link', { name: 'Bar chart demo' });
    await barLink.click();
    await page.waitForURL('**/?chart=bar');
    const dialog = page.getByRole('dialog', { name: 'Bar chart demo' });
    await dialog.waitFor();
    await dialog.locator('.chart__drawing[data-ready="true"][data-chart-type="bar"]').waitFor();
    expect(await dialog.getByText('Sample data:').count()).toBe(1);
    // Escape closes it and goes back; the focus is on the demo's link again.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Bar chart demo');

    // Back closes it too.
    await page.getByRole('link', { name: 'Pie chart demo' }).click();
    const pie = page.getByRole('dialog', { name: 'Pie chart demo' });
    await pie.locator('.chart__drawing[data-ready="true"]').waitFor();
    await page.goBack();
    await pie.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    expect(scripts.ofTheApp()).toEqual([]);
    await context.close();
  });

  it('opens the demo of a ?chart= link, and Close leaves the same page without it', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts = watchScripts(page);
    await openWithIslands(page, '/?chart=line');
    const dialog = page.getByRole('dialog', { name: 'Line chart demo' });
    await dialog.locator('.chart__drawing[data-ready="true"][data-chart-type="line"]').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Line chart demo');
    expect(scripts.ofTheApp()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('names the address of a missing page in a browser', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const answer = await page.goto(`${rendered.previewUrl}/no-such-page-here`);
    expect(answer?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.locator('[data-requested-path]').textContent()).toBe('/no-such-page-here');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('contact without the framework', { timeout: 120_000 }, () => {
  it('checks the fields as the app does, then sends the message and thanks the visitor', async () => {
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await page.goto(`${rendered.previewUrl}/contact`);
    // The islands start after the first paint (web/src/ssr/page-document.ts): the form is checked once they run.
    await page.waitForFunction(() => customElements.get('site-contact-form') !== undefined);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please correct the fields marked below.' }).waitFor();
    const name = page.getByLabel('Name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    expect(await page.getByText('Name is required').count()).toBe(1);
    // An edit clears its field's error.
    await name.fill('Islands Visitor');
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    expect(await page.getByText('Name is required').count()).toBe(0);
    await page.getByLabel('Email').fill('visitor@example.com');
    await page.getByLabel('Subject').fill('Hello from a page without the app');
    await page.getByLabel('Message').fill('The contact form works without the framework.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.alert--success[role="status"]').waitFor();
    expect(await name.inputValue()).toBe('');
    expect(scripts.ofTheApp()).toEqual([]);
    await context.close();
  });

  it("fills in a signed-in visitor's name and email from the session stored in this browser", async () => {
    const { context, page, account } = await signedIn(rendered.browser, 'User');
    const scripts = watchScripts(page);
    await page.goto(`${rendered.previewUrl}/contact`);
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(account?.email);
    expect(await page.getByLabel('Name').inputValue()).toBe(`${account?.firstName} ${account?.lastName}`);
    expect(await page.getByText('Filled in from your account.', { exact: true }).count()).toBe(1);
    expect(scripts.ofTheApp()).toEqual([]);
    await context.close();
  });
});

describe('projects without the framework', { timeout: 180_000 }, () => {
  it("lists the public projects for a visitor, and a signed-in visitor's own and an admin's private ones and actions", async () => {
    const name = `Islands project ${randomUUID().slice(0, 8)}`;
    const created = await api('POST', '/projects', rendered.adminToken, {
      name,
      description: 'A public project of the islands test.',
      visibility: 0,
      status: 0,
    });
    expect(created.status).toBe(201);
    const projectPath = `/projects/${created.json.id}`;
    await eventually(projectPath, (page) => page.status === 200);
    await eventually('/projects', (page) => page.text.includes(name));

    // A visitor: the public list and the way to sign in; nothing of a signed-in visitor's.
    const context = await rendered.browser.newContext();
    const visitor = await context.newPage();
    const scripts = watchScripts(visitor);
    await visitor.goto(`${rendered.previewUrl}/projects`);
    await visitor.getByRole('link', { name }).waitFor();
    await visitor.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Add project' }).count()).toBe(0);
    expect(await visitor.getByRole('heading', { name: 'My projects' }).count()).toBe(0);
    await visitor.goto(`${rendered.previewUrl}${projectPath}`);
    await visitor.getByRole('heading', { level: 1, name }).waitFor();
    expect(await visitor.getByRole('link', { name: 'Edit project' }).count()).toBe(0);
    expect(scripts.ofTheApp()).toEqual([]);
    await context.close();

    // A user who is neither its owner nor an admin: Add project and their own list, no actions on it.
    const user = await signedIn(rendered.browser, 'User');
    await user.page.goto(`${rendered.previewUrl}/projects`);
    await user.page.getByRole('link', { name: 'Add project' }).waitFor();
    await user.page.getByRole('heading', { name: 'My projects' }).waitFor();
    expect(await user.page.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await user.page.getByRole('heading', { name: 'Private projects' }).count()).toBe(0);
    await user.page.goto(`${rendered.previewUrl}${projectPath}`);
    await user.page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await user.page.getByRole('link', { name: 'Edit project' }).count()).toBe(0);
    await user.context.close();

    // The admin: their own list holds the project, the private list shows, and the project's actions lead to the app.
    const admin = await signedIn(rendered.browser, 'Admin');
    const adminScripts = watchScripts(admin.page);
    await admin.page.goto(`${rendered.previewUrl}/projects`);
    await admin.page.getByRole('heading', { name: 'Private projects' }).waitFor();
    await admin.page
      .getByRole('region', { name: 'My projects', exact: true })
      .getByRole('link', { name: `Edit ${name}` })
      .waitFor();
    await admin.page.goto(`${rendered.previewUrl}${projectPath}`);
    await admin.page.getByRole('link', { name: 'Delete project' }).waitFor();
    expect(adminScripts.ofTheApp()).toEqual([]);
    await admin.page.getByRole('link', { name: 'Edit project' }).click();
    await admin.page.waitForURL(`**/projects/edit/${created.json.id}`);
    // The app's edit form, holding the project.
    await expect.poll(() => admin.page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe(name);
    expect(adminScripts.ofTheApp().length).toBeGreaterThan(0);
    await admin.context.close();
  });

  it("turns the public list's pages from the page, as the app does", async () => {
    // More public projects than one page holds (20), the first of them on the second page once all are in.
    const first = `Paged project ${randomUUID().slice(0, 8)}`;
    for (let index = 0; index <= 20; index += 1) {
      const created = await api('POST', '/projects', rendered.adminToken, {
        name: index === 0 ? first : `${first} ${index}`,
        description: 'A public project of the paging test.',
        visibility: 0,
        status: 0,
      });
      expect(created.status).toBe(201);
    }
    await eventually('/projects', (page) => page.text.includes(`${first} 20`));
    const context = await rendered.browser.newContext();
    const page = await context.newPage();
    const scripts = watchScripts(page);
    await openWithIslands(page, '/projects');
    const pages = page.getByRole('navigation', { name: 'Public projects pages' });
    const list = page.getByRole('region', { name: 'Public projects', exact: true });
    await list.getByRole('link', { name: `${first} 20` }).waitFor();
    expect(await list.getByRole('link', { name: first, exact: true }).count()).toBe(0);
    await pages.getByRole('button', { name: 'Next page' }).click();
    await pages.getByText('Page 2').waitFor();
    await list.getByRole('link', { name: first, exact: true }).first().waitFor();
    await pages.getByRole('button', { name: 'Previous page' }).click();
    await pages.getByText('Page 1').waitFor();
    await list
      .getByRole('link', { name: `${first} 20` })
      .first()
      .waitFor();
    expect(await pages.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
    expect(scripts.ofTheApp()).toEqual([]);
    await context.close();
  });
});
