import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewCountText } from '#web/features/blog/lib/post-views.ts';
import { consentBanner, setUpSiteInChromium, submitLogin } from '../support/browser';

// The demo accounts bring the seeded blog: a post to open, and an editor to sign in.
const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

/** A new visitor (its own storage), with the page-view and consent requests it sends. */
async function newVisitor() {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const pageViews: Request[] = [];
  const consentSaves: Request[] = [];
  const postViews: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/api/analytics/pageview')) pageViews.push(request);
    if (pathname.endsWith('/api/consent')) consentSaves.push(request);
    if (/\/api\/posts\/[^/]+\/view$/.test(pathname)) postViews.push(request);
  });
  return { context, page, pageViews, consentSaves, postViews };
}

/** A published post of the seeded blog. */
async function publishedPost(): Promise<{ id: string; slug: string; title: string }> {
  const answer = await fetch(`${chromium.site.apiUrl}/posts/published?limit=1`);
  const { items } = (await answer.json()) as { items: Array<{ id: string; slug: string; title: string }> };
  const post = items[0];
  if (!post) throw new Error('The seeded blog has no published post');
  return post;
}

/** The sessionStorage keys the post pages write (one per post whose view this session counted). */
const viewedPostKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('blog:viewed-post:')));

/** A client-side route change: a click on a nav link, not a new page load. */
async function goToStacks(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Stacks', exact: true }).first().click();
  await page.waitForURL(/\/stacks$/);
}

describe('cookie consent in Chromium', () => {
  it('shows the banner after about a second; Reject All hides it and no page view is sent', async () => {
    const { context, page, pageViews, consentSaves } = await newVisitor();
    const loaded = Date.now();
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const banner = consentBanner(page);
    expect(await banner.count()).toBe(0);
    await banner.waitFor();
    expect(Date.now() - loaded).toBeGreaterThanOrEqual(900);
    expect(await banner.getByRole('heading').textContent()).toBe('We value your privacy');
    expect(await banner.getByRole('button', { name: 'Close' }).count()).toBe(1);
    expect(await banner.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe(
      '/legal-docs/cookie-policy',
    );

    const saved = page.waitForRequest((request) => request.url().endsWith('/api/consent'));
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await banner.waitFor({ state: 'detached' });
    const body = (await saved).postDataJSON();
    expect(body.version).toBe('1.6.0');
    expect(body.decisions.find((d: { categoryId: string }) => d.categoryId === 'analytics').status).toBe('rejected');
    expect(consentSaves.length).toBe(1);

    await goToStacks(page);
    await page.waitForTimeout(1500);
    expect(pageViews).toHaveLength(0);
    await context.close();
  });

  it('Accept All sends page views, and the choice survives a reload', async () => {
    const { context, page, pageViews, consentSaves } = await newVisitor();
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const banner = consentBanner(page);
    await banner.waitFor();
    expect(pageViews).toHaveLength(0);
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    await expect.poll(() => consentSaves.length).toBe(1);
    // The page that was open when consent was given is counted.
    await expect.poll(() => pageViews.length).toBe(1);
    const first = await pageViews[0]?.response();
    expect(first?.status()).toBe(200);
    // The first view registers the visit's session; the server counts the visitor once.
    expect(pageViews[0]?.postDataJSON().sessionId).toMatch(/^[a-z0-9]+-[a-z0-9]{16}$/);
    expect((await first?.json())?.newVisitor).toBe(true);

    await goToStacks(page);
    await expect.poll(() => pageViews.length).toBe(2);
    expect(pageViews[1]?.postDataJSON().path).toBe('/stacks');

    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect.poll(() => pageViews.length).toBe(3);
    // Later views of the same visit leave the registered session out (no billed write that fails).
    for (const view of pageViews.slice(1)) expect(view.postDataJSON()).not.toHaveProperty('sessionId');
    await page.waitForTimeout(1500);
    expect(await banner.count()).toBe(0);
    await context.close();
  });

  it("counts no post view before the banner is answered; Accept All counts the open post's view once", async () => {
    const post = await publishedPost();
    const { context, page, postViews } = await newVisitor();
    await page.goto(url(`/posts/${post.slug}`), { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    const banner = consentBanner(page);
    await banner.waitFor();
    await page.waitForTimeout(1000);
    expect(postViews).toHaveLength(0);
    expect(await viewedPostKeys(page)).toEqual([]);

    const counted = page.waitForResponse((answer) => /\/api\/posts\/[^/]+\/view$/.test(answer.url()));
    await banner.getByRole('button', { name: 'Accept All' }).click();
    const answer = await counted;
    expect(new URL(answer.url()).pathname).toBe(`/api/posts/${post.id}/view`);
    const { viewCount } = (await answer.json()) as { viewCount: number };
    await page.getByText(viewCountText(viewCount), { exact: true }).waitFor();
    expect(postViews).toHaveLength(1);
    expect(await viewedPostKeys(page)).toEqual([`blog:viewed-post:${post.id}`]);

    // Once per browser session: a reload counts nothing more.
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await page.waitForTimeout(1500);
    expect(postViews).toHaveLength(1);
    await context.close();
  });

  it('counts no post view after Reject All', async () => {
    const post = await publishedPost();
    const { context, page, postViews } = await newVisitor();
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const banner = consentBanner(page);
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await banner.waitFor({ state: 'detached' });

    // Reached inside the app, and loaded afresh.
    await page.goto(url(`/posts/${post.slug}`), { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
    await page.waitForTimeout(1500);
    expect(postViews).toHaveLength(0);
    expect(await viewedPostKeys(page)).toEqual([]);
    await context.close();
  });

  it('never counts a signed-in screen or a sign-in page as a page view, even with analytics accepted', async () => {
    const { context, page, pageViews } = await newVisitor();
    const viewedPaths = () => pageViews.map((view) => view.postDataJSON().path as string);
    await page.goto(url('/register'), { waitUntil: 'domcontentloaded' });
    const banner = consentBanner(page);
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept All' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.goto(url('/forgot-password'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('heading', { level: 1 }).waitFor();

    await submitLogin(page, chromium.site.siteUrl ?? '', { email: 'editor@example.com', password: 'Editor123!' });
    await page.waitForURL((location) => location.pathname !== '/login');
    for (const path of ['/editor/posts', '/editor', '/account', '/user-profile', '/posts/create']) {
      await page.goto(url(path), { waitUntil: 'domcontentloaded' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
    }
    // An editor is kept out of the admin screens: the access-denied screen is not counted either.
    await page.goto(url('/dashboard'), { waitUntil: 'domcontentloaded' });
    await page.waitForURL(/\/access-denied/);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // A public page is counted, so the tracker was running all along.
    await page.goto(url('/stacks'), { waitUntil: 'domcontentloaded' });
    await expect.poll(() => viewedPaths()).toContain('/stacks');
    await page.waitForTimeout(1000);
    const signedInScreens =
      /^\/(login|register|forgot-password|access-denied|account|user-profile|editor|dashboard|posts\/create)(\/|$)/;
    expect(viewedPaths().filter((path) => signedInScreens.test(path))).toEqual([]);
    await context.close();
    // Ten screens, each loading its code on first use: longer than one page's test on two busy cores.
  }, 60_000);

  it('while it waits for an answer, covers no footer link on a desktop screen, scrolled or tabbed to', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const banner = consentBanner(page);
    await banner.waitFor();
    await page.waitForTimeout(400); // the banner's slide-in
    const footerLinks = page.locator('footer').getByRole('link').or(page.locator('footer').getByRole('button'));
    const names = (await footerLinks.allTextContents()).map((name) => name.trim());
    expect(names).toEqual([
      'Community',
      'System health',
      'Network settings',
      'API reference',
      'Cookie settings',
      'Use system theme',
    ]);
    /** Whether the control is inside the window and is what a click at its centre reaches. */
    const uncovered = (index: number) =>
      footerLinks.nth(index).evaluate((element) => {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        const hit = document.elementFromPoint(x, y);
        return box.top >= 0 && box.bottom <= window.innerHeight && hit !== null && element.contains(hit);
      });

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    for (const [index, name] of names.entries()) {
      await footerLinks.nth(index).click({ trial: true, timeout: 2_000 });
      expect(await uncovered(index), `${name} is covered when scrolled to the bottom`).toBe(true);
    }

    await page.evaluate(() => window.scrollTo(0, 0));
    const focusedIndex = () =>
      page.evaluate(() => {
        const controls = [...document.querySelectorAll('footer a, footer button')];
        return controls.indexOf(document.activeElement as Element);
      });
    for (let presses = 0; presses < 300 && (await focusedIndex()) !== 0; presses += 1) await page.keyboard.press('Tab');
    for (const [index, name] of names.entries()) {
      expect(await focusedIndex()).toBe(index);
      expect(await uncovered(index), `${name} is hidden behind the banner when focused`).toBe(true);
      await page.keyboard.press('Tab');
    }
    expect(await banner.isVisible()).toBe(true);
    await context.close();
  });

  it('keeps a theme picked with the toggle with Preferences rejected, and the dialog says it is Necessary', async () => {
    const { context, page } = await newVisitor();
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const banner = consentBanner(page);
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Preferences' }).isChecked()).toBe(false);
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('the theme you pick with the theme buttons (kept because you asked for it)');
    expect(text).not.toMatch(/display choices/);
    await context.close();
  });

  it('Escape in Manage Preferences goes back to the banner, which still asks on the next page', async () => {
    const { context, page, consentSaves } = await newVisitor();
    for (const path of ['/', '/login']) {
      await page.goto(url(path), { waitUntil: 'domcontentloaded' });
      const banner = consentBanner(page);
      await banner.waitFor();
      await banner.getByRole('button', { name: 'Manage Preferences' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await banner.waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), { message: path })
        .toBe('Manage Preferences');
    }
    // No choice was made, so the next page asks again.
    await page.goto(url('/about'), { waitUntil: 'domcontentloaded' });
    await consentBanner(page).waitFor();
    expect(consentSaves).toHaveLength(0);
    await context.close();
  });

  it('Manage Preferences saves the modal choices, and Cookie settings in the footer reopens it', async () => {
    const { context, page, pageViews, consentSaves } = await newVisitor();
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    const banner = consentBanner(page);
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Manage Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await dialog.waitFor();
    const necessary = dialog.getByRole('checkbox', { name: /Necessary/ });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: 'Analytics' }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The banner that opened the dialog is gone with the choice: focus goes to Cookie settings, not to <body>.
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('Cookie settings');
    await expect.poll(() => consentSaves.length).toBe(1);
    await expect.poll(() => pageViews.length).toBe(1);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Analytics' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Cookie settings');
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(focused).toBe('Cookie settings');
    await context.close();
  });
});
