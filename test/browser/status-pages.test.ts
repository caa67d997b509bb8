import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { rejectConsent, setUpSiteInChromium, submitLogin } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: false });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const unhealthyReport = {
  status: 'unhealthy',
  timestamp: '2026-11-21T10:00:00.000Z',
  version: 'test',
  error: 'Unavailable: content-bucket',
  dependencies: [
    { name: 'dynamodb', status: 'healthy', latencyMs: 4 },
    { name: 'content-bucket', status: 'unhealthy', latencyMs: 3000, error: 'TimeoutError' },
  ],
};

/** A new browser context on `path` with the consent banner answered. */
async function openAt(path: string, options: { viewport?: { width: number; height: number } } = {}) {
  const context = await chromium.browser.newContext(options.viewport ? { viewport: options.viewport } : {});
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(url(path), { waitUntil: 'domcontentloaded' });
  await rejectConsent(page);
  return page;
}

/** Registers an account through the API and signs in through the login form. */
async function signedInPage(page: Page): Promise<void> {
  const email = `status-${randomUUID().slice(0, 8)}@example.test`;
  const password = 'a long enough passphrase';
  const registered = await fetch(`${chromium.site.apiUrl}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Ada', lastName: 'Lovelace' }),
  });
  expect(registered.status).toBe(201);
  await submitLogin(page, chromium.site.siteUrl ?? '', { email, password });
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
  // The URL changes before the home page commits (a transition); a menu opened before then closes on it.
  await page.getByRole('heading', { level: 1, name: 'Projects, writing and documentation' }).waitFor();
}

const timeoutNotice = (page: Page) => page.getByTestId('timeout-notice');

/** Sends a never-answered request for the routes matching `pattern`. */
const hang = (page: Page, pattern: string) => page.route(pattern, () => undefined);

describe('status pages in Chromium', { timeout: 90_000 }, () => {
  it('shows each dependency of GET /api/health, and the unhealthy 503 with its error after Refresh', async () => {
    const page = await openAt('/system-health');
    await page.locator('[data-testid="health-report"][data-status="healthy"]').waitFor();
    expect(await page.title()).toMatch(/System health$/);
    const dependencies = page.getByRole('region', { name: 'Dependencies' });
    expect(await dependencies.getByRole('row').allInnerTexts()).toEqual([
      expect.stringMatching(/^Dependency\s+Status\s+Latency\s+Error$/),
      expect.stringMatching(/^Database \(DynamoDB\)\s+Healthy\s+\d+ ms\s+—$/),
      expect.stringMatching(/^Content storage \(S3\)\s+Healthy\s+\d+ ms\s+—$/),
    ]);

    await page.route('**/api/health', (route) =>
      route.fulfill({
        status: 503,
        headers: { 'retry-after': '5' },
        contentType: 'application/json',
        body: JSON.stringify(unhealthyReport),
      }),
    );
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('[data-testid="health-report"][data-status="unhealthy"]').waitFor();
    await page.getByText('Unavailable: content-bucket').waitFor();
    expect(await dependencies.getByRole('row').nth(2).textContent()).toBe(
      'Content storage (S3)Unhealthy3000 msTimeoutError',
    );
    // One check feeds both: the indicator at the bottom right says the API is degraded.
    await page.locator('[data-testid="connection-status"][data-state="degraded"]').waitFor();
    await page.context().close();
  });

  it('lists the API base URL, the time limits and the last calls of the tab, reached from the footer', async () => {
    const page = await openAt('/');
    await page.locator('[data-testid="visitor-count"]').waitFor();
    await page.locator('[data-testid="connection-status"][data-state="online"]').waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Network settings' }).click();
    await page.getByRole('heading', { name: 'Network settings', level: 1 }).waitFor();

    expect(await page.locator('dt:has-text("API base URL") + dd').textContent()).toBe(chromium.site.apiUrl);
    expect(await page.locator('dt:has-text("Connection") + dd').first().textContent()).toBe('Online');
    expect(await page.locator('dt:has-text("Request time limit") + dd').textContent()).toBe('15,000 ms (15 s)');
    expect(await page.locator('dt:has-text("Visitor count time limit") + dd').textContent()).toBe('3,000 ms (3 s)');
    const calls = page.getByRole('region', { name: 'API call log' });
    const rows = await calls.getByRole('row').allInnerTexts();
    expect(rows).toContainEqual(expect.stringMatching(/GET \/visitor\/stats \(background\)\s+HTTP 200\s+\d+ ms/));
    expect(rows).toContainEqual(expect.stringMatching(/GET \/health \(background\)\s+HTTP 200\s+\d+ ms/));
    await page.context().close();
  });

  it('says so when a call times out, hides the notice after a while, and lets it be dismissed', async () => {
    const page = await openAt('/');
    await signedInPage(page);
    // Fake (still flowing) timers from the next load on, so the test can jump over the 15 s limit.
    await page.context().clock.install();
    await hang(page, '**/api/auth/activity**');
    const request = page.waitForRequest('**/api/auth/activity**');
    await page.goto(url('/activity'));
    await request;
    expect(await timeoutNotice(page).count()).toBe(0);

    await page.clock.fastForward(15_000);
    await timeoutNotice(page).waitFor();
    expect(await timeoutNotice(page).textContent()).toContain('The server did not answer in time.');
    expect(await timeoutNotice(page).textContent()).toContain('Please retry');
    // The page's own read says it too, with its Try again button.
    await page.getByText('The request timed out after 15 s. Please try again.').waitFor();

    await page.clock.fastForward(10_000);
    await timeoutNotice(page).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Try again' }).click();
    await page.clock.fastForward(15_000);
    await timeoutNotice(page).waitFor();
    await timeoutNotice(page).getByRole('button', { name: 'Dismiss' }).click();
    await timeoutNotice(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('stays silent when the visitor count falls back to its estimate after 3 s', async () => {
    const context = await chromium.browser.newContext();
    await context.clock.install();
    const page = await context.newPage();
    await hang(page, '**/api/visitor/stats');
    await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
    await rejectConsent(page);
    await page.clock.fastForward(3_000);
    await page.locator('[data-testid="visitor-count"][data-source="mock"]').waitFor();
    await page.clock.fastForward(1_000);
    expect(await timeoutNotice(page).count()).toBe(0);
    await context.close();
  });

  it("shows the signed-in user's own activity, from the user menu; visitors are sent to login", async () => {
    const visitor = await openAt('/activity');
    await visitor.waitForURL(/\/login/);
    await visitor.context().close();

    const page = await openAt('/');
    await signedInPage(page);
    // Tab past the menu's last link closes it.
    const menuButton = page.getByRole('button', { name: /Account menu for/ });
    await menuButton.click();
    const links = await page.locator('.user-menu__list a').count();
    for (let step = 0; step <= links; step += 1) await page.keyboard.press('Tab');
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    await page.getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Your activity', level: 1 }).waitFor();
    expect(await page.title()).toMatch(/Your activity$/);
    const items = page.getByRole('list', { name: 'Your activity' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual([expect.stringMatching(/^Signed in\n+.+ · Chrome on Linux$/)]);
    await page.context().close();
  });

  it('shows the connection status only when the API is degraded or offline, at the bottom right down to 320 px wide', async () => {
    const page = await openAt('/system-health', { viewport: { width: 320, height: 640 } });
    for (const path of ['/system-health', '/network-settings', '/no/such/page']) {
      await page.goto(url(path));
      const status = page.getByTestId('connection-status');
      await page.locator('[data-testid="connection-status"][data-state="online"]').waitFor({ state: 'attached' });
      // Online: still announced to screen readers, but it covers nothing on the page.
      expect(await status.textContent(), path).toContain('Online');
      const box = await status.boundingBox();
      expect((box?.width ?? 0) * (box?.height ?? 0), path).toBeLessThanOrEqual(1);
    }
    await page.route('**/api/health', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify(unhealthyReport) }),
    );
    await page.goto(url('/no/such/page'));
    await page.locator('[data-testid="connection-status"][data-state="degraded"]').waitFor();
    const box = await page.getByTestId('connection-status').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(40);
    expect(320 - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThanOrEqual(24);
    expect(640 - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(24);
    await page.context().close();
  });
});
