import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { claimPort } from '#infra/local/services/ports.ts';
import { type ApiAndSite, startApiAndSite } from '#infra/local/stack.ts';
import { startBuildPreview } from './build-preview';
import { launchChromium } from './chromium';

export interface SiteInChromium {
  site: ApiAndSite;
  browser: Browser;
}

/**
 * For a browser test file: the local API gateway over the run's DynamoDB Local, S3 and SES with
 * this file's own table (see setup-env.ts), the run's production build in front of it on a free
 * port (test/support/build-preview.ts), and one Chromium. The site's `apiUrl` is the API as the
 * page reaches it, through the site's own origin. The handler modules read their settings when
 * first imported, so a browser test file must not import them itself before this has started.
 */
export function setUpSiteInChromium(options: { demoAccounts?: boolean } = {}): SiteInChromium {
  const handle = {} as SiteInChromium;
  beforeAll(async () => {
    const port = await claimPort('web', 0);
    const api = await startApiAndSite({
      env: { ...inject('localEnv'), TABLE_NAME: process.env.TABLE_NAME ?? '' },
      ports: { api: 0, web: port },
      web: false,
      demoAccounts: options.demoAccounts,
    });
    try {
      const preview = await startBuildPreview({
        distDir: inject('siteBuild').distDir,
        port,
        apiOrigin: new URL(api.apiUrl).origin,
      });
      const siteUrl = `http://localhost:${port}`;
      handle.site = {
        ...api,
        ports: { ...api.ports, web: port },
        siteUrl,
        apiUrl: `${siteUrl}/api`,
        stop: async () => {
          await preview.close();
          await api.stop();
        },
      };
    } catch (error) {
      await api.stop();
      throw error;
    }
    handle.browser = await launchChromium(inject('chromiumPath'));
  }, 120_000);
  afterAll(async () => {
    await handle.browser?.close();
    await handle.site?.stop();
  });
  return handle;
}

/** The cookie-consent banner (it appears about a second after the first load). */
export function consentBanner(page: Page) {
  return page.getByRole('region', { name: 'Cookie consent' });
}

/**
 * Answers the cookie-consent banner with Reject All (call it right after a context's first page
 * load): the choice is stored, so the fixed banner at the bottom never covers a button the test
 * clicks later in that context.
 */
export async function rejectConsent(page: Page): Promise<void> {
  const banner = consentBanner(page);
  await banner.waitFor({ timeout: 15_000 });
  await banner.getByRole('button', { name: 'Reject All' }).click();
  await banner.waitFor({ state: 'detached' });
}

/** A fresh browser context on the site's home page with the consent banner answered (Reject All). */
export async function openPage(chromium: SiteInChromium, defaultTimeoutMs = 20_000): Promise<Page> {
  const context = await chromium.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${chromium.site.siteUrl}/`, { waitUntil: 'domcontentloaded' });
  await rejectConsent(page);
  page.setDefaultTimeout(defaultTimeoutMs);
  return page;
}

/** Fills and sends the login form; the caller waits for what it expects next. */
export async function submitLogin(
  page: Page,
  siteUrl: string,
  credentials: { email: string; password: string; rememberMe?: boolean },
): Promise<void> {
  await page.goto(`${siteUrl}/login`);
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  if (credentials.rememberMe) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Makes every live session of the account look signed in `minutesAgo` minutes ago (their
 * `createdAt`), for the rules that ask for the password again after a while: the server's clock
 * cannot be moved from a browser test. The lambdas' modules are imported here, once the site has
 * set the environment they read.
 */
export async function backdateSignIns(email: string, minutesAgo: number): Promise<void> {
  const { findUserByEmail } = await import('#lambdas/lib/accounts/users.ts');
  const { listSessions } = await import('#lambdas/lib/accounts/sessions.ts');
  const { Session } = await import('#lambdas/lib/db/entities/session.ts');
  const user = await findUserByEmail(email);
  if (!user) throw new Error(`No account for ${email}`);
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  for (const session of await listSessions(user.userId)) {
    await Session.patch({ userId: user.userId, sessionId: session.sessionId }).set({ createdAt }).go();
  }
}
