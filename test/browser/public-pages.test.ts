import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { consentBanner, openPage, setUpSiteInChromium } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const demoUser = DEMO_ACCOUNTS.find((account) => account.role === 'User');

/** WCAG 2.2 AA problems (contrast, target size, names…) in the page's main content, by rule. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .include('#main-content')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`);
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((mode) => localStorage.setItem('theme-mode', mode), theme);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

describe('public pages in Chromium', { timeout: 120_000 }, () => {
  it('about, contact, community, blog, navbar demo and not found have their titles and no WCAG AA problem in either theme', async () => {
    const page = await openPage(chromium);
    const pages = [
      ['/about', 'Portfolio · About'],
      ['/contact', 'Portfolio · Contact'],
      ['/community', 'Portfolio · Community'],
      ['/blog', 'Portfolio · Blog'],
      ['/navbar-demo', 'Portfolio · Navbar demo'],
      ['/no-such-page', 'Portfolio · Page not found'],
    ] as const;
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const [path, title] of pages) {
        await page.goto(url(path));
        await expect.poll(() => page.title()).toBe(title);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await accessibilityProblems(page), `${path} in the ${theme} theme`).toEqual([]);
      }
    }
    await page.context().close();
  });

  it('the footer links the API reference: the routes from /api/openapi.json, with links to their schemas', async () => {
    const page = await openPage(chromium);
    await page.getByRole('contentinfo').getByRole('link', { name: 'API reference' }).click();
    await page.waitForURL(/\/api-docs$/);
    await expect.poll(() => page.title()).toBe('Portfolio · API reference');
    const main = page.locator('#main-content');
    await main.getByRole('heading', { level: 2, name: 'users' }).waitFor();
    await main.getByRole('heading', { level: 3, name: 'GET /api/users/{id}' }).waitFor();
    expect(await main.getByRole('heading', { level: 3, name: 'UserDetails' }).count()).toBe(1);
    await main.getByRole('link', { name: 'RegisterRequest' }).first().click();
    await page.waitForURL(/\/api-docs#schema-RegisterRequest$/);
    await page.context().close();
  });

  // One theme per test: axe reads every route and schema of the page, the longest scan of the suite.
  it.each(['light', 'dark'] as const)('the API reference has no WCAG AA problem in the %s theme', async (theme) => {
    const page = await openPage(chromium);
    await page.goto(url('/api-docs'));
    await setTheme(page, theme);
    await page.locator('#main-content').getByRole('heading', { level: 3, name: 'GET /api/users/{id}' }).waitFor();
    expect(await accessibilityProblems(page), `/api-docs in the ${theme} theme`).toEqual([]);
    await page.context().close();
  });

  it('the about page links the site’s sections, and the navbar links About and Contact', async () => {
    const page = await openPage(chromium);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(/\/about$/);
    const main = page.locator('#main-content');
    await main.getByRole('heading', { name: 'About this site' }).waitFor();
    for (const [name, href] of [
      ['Projects', '/projects'],
      ['Tech docs', '/tech-docs'],
      ['Stacks', '/stacks'],
      ['contact page', '/contact'],
    ]) {
      expect(await main.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await main.getByText('based in Belgium').count()).toBe(1);
    // The résumé exists only for signed-in users, so visitors are not offered it.
    expect(await main.getByRole('link', { name: /résumé/ }).count()).toBe(0);
    await page.context().close();
  });

  it('the community page lists the eight planned features (dark mode, writing for the docs and search available); the footer links it', async () => {
    const page = await openPage(chromium);
    await page.locator('footer').getByRole('link', { name: 'Community' }).click();
    await page.waitForURL(/\/community$/);
    await page.getByText('under construction').waitFor();
    const features = await page.locator('#main-content h2').allTextContents();
    expect(features).toEqual([
      'Comments Planned',
      'Categories Planned',
      'Subscribe Planned',
      'Author profiles Planned',
      'Dark mode Available',
      'Write for the docs Available',
      'Code snippets Planned',
      'Search Available',
    ]);
    await page.context().close();
  });

  it('/blog without a configured blog stays, says so and links the posts', async () => {
    const page = await openPage(chromium);
    await page.goto(url('/blog'));
    await page.getByText('No external blog is configured for this site').waitFor();
    expect(await page.getByRole('link', { name: 'Read the posts on this site' }).getAttribute('href')).toBe('/posts');
    expect(new URL(page.url()).pathname).toBe('/blog');
    await page.context().close();
  });

  it('the targeted résumé sends a visitor to login and back, and prints the résumé alone in light colors', async () => {
    const page = await openPage(chromium);
    await page.goto(url('/about/targeted-resume'));
    await page.waitForURL(/\/login$/);
    // The login form itself (not submitLogin, which reloads /login and so forgets where the guard came from).
    await page.getByLabel('Email').fill(demoUser?.email ?? '');
    await page.getByLabel('Password', { exact: true }).fill(demoUser?.password ?? '');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/about\/targeted-resume$/);

    const resume = page.getByRole('article', { name: `${demoUser?.firstName} ${demoUser?.lastName}` });
    await resume.waitFor();
    expect(await resume.getByRole('link', { name: demoUser?.email }).getAttribute('href')).toBe(
      `mailto:${demoUser?.email}`,
    );
    await page.getByLabel('Position you are applying for').fill('Backend developer');
    await page.getByRole('checkbox', { name: 'AWS' }).check();
    await resume.getByText('Backend developer').waitFor();
    await resume.getByText('How this site runs on AWS').waitFor();
    expect(await resume.getByText('LINQ').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);

    await setTheme(page, 'dark');
    const name = page.getByRole('heading', { name: `${demoUser?.firstName} ${demoUser?.lastName}` });
    await name.waitFor();
    await page.emulateMedia({ media: 'print' });
    const paper = await page.evaluate(() => ({
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
    expect(paper).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(26, 29, 35)' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('.site-header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').isVisible()).toBe(false);
    expect(await name.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Targeted résumé' }).isVisible()).toBe(false);
    await page.context().close();
  });

  it('the navbar demo keeps its links in the frame and shows the signed-in user menu', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(url('/navbar-demo'));
    await consentBanner(page).getByRole('button', { name: 'Reject All' }).click();
    const demo = page.getByRole('region', { name: 'Navbar demo frame' });
    const demoNav = demo.getByRole('navigation', { name: 'Demo' });
    await demoNav.getByRole('link', { name: 'Stacks' }).click();
    await demo.getByText('You chose “Stacks”. On the real navbar it opens /stacks.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/navbar-demo');
    expect(await demoNav.getByRole('link', { name: 'Login' }).count()).toBe(1);

    await page.getByLabel('A signed-in user').check();
    expect(await demoNav.getByRole('link', { name: 'Login' }).count()).toBe(0);
    await demoNav.getByRole('button', { name: /Demo user/ }).click();
    await demoNav.getByRole('link', { name: 'Profile' }).click();
    await demo.getByText('On the real navbar it opens /user-profile.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/navbar-demo');
    await context.close();
  });

  it('below 1024 px the demo folds its links behind the menu button, which opens them in 200 ms', async () => {
    const context = await chromium.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(url('/navbar-demo'));
    await consentBanner(page).getByRole('button', { name: 'Reject All' }).click();
    await page.getByText('narrower than 1024 px').waitFor();
    const demo = page.getByRole('region', { name: 'Navbar demo frame' });
    const toggle = demo.getByRole('button', { name: 'Menu' });
    const demoNav = demo.getByRole('navigation', { name: 'Demo', includeHidden: true });
    expect(await demoNav.getByRole('link', { name: 'Contact', includeHidden: true }).isVisible()).toBe(false);
    expect(await demoNav.evaluate((nav) => getComputedStyle(nav).transitionDuration)).toContain('0.2s');

    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => demoNav.getByRole('link', { name: 'Contact' }).isVisible()).toBe(true);
    await demoNav.getByRole('link', { name: 'Contact' }).click();
    await demo.getByText('On the real navbar it opens /contact.').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(new URL(page.url()).pathname).toBe('/navbar-demo');
    await context.close();
  });

  it('"Reset cookie choices" in the cookie settings forgets the choice and shows the banner again', async () => {
    const page = await openPage(chromium);
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).not.toBeNull();
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
    await dialog.getByRole('button', { name: 'Reset cookie choices' }).click();
    await consentBanner(page).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBeNull();

    await page.reload();
    await consentBanner(page).waitFor();
    await consentBanner(page).getByRole('button', { name: 'Accept All' }).click();
    await consentBanner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toContain('"accepted"');
    await page.context().close();
  });
});
