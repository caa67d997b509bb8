import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContentVersion } from '#shared/content.ts';
import { rejectConsent, setUpSiteInChromium, submitLogin } from '#test/support/browser.ts';

const chromium = setUpSiteInChromium({ demoAccounts: true });

const url = (path: string) => `${chromium.site.siteUrl}${path}`;

const EDITOR = { email: 'editor@example.com', password: 'Editor123!' };
const ZONE = 'Europe/Berlin';

/** A summer instant, so Berlin is two hours ahead of UTC there while it is one hour ahead today. */
const PUBLISH_AT = '2027-06-15T16:04:00.000Z';

/**
 * An instant on Berlin's clock, worked out here with the runtime's own formatter rather than the
 * site's module, as `29 Nov 2026, 17:04` and the zone's name beside it.
 */
function onBerlinClock(iso: string): { dateTime: string; zone: string } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).formatToParts(Date.parse(iso));
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
  // Berlin's offset is GMT+1 in winter (CET) and GMT+2 in summer (CEST).
  const zone = part('timeZoneName') === 'GMT+2' ? 'CEST' : 'CET';
  return {
    dateTime: `${part('day')} ${part('month')} ${part('year')}, ${part('hour')}:${part('minute')}`,
    zone,
  };
}

async function apiToken(): Promise<string> {
  const answer = await fetch(`${chromium.site.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

async function callApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${chromium.site.apiUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** The editor signed in, in a browser whose clock is Berlin's. */
async function editorInBerlin(): Promise<Page> {
  const context = await chromium.browser.newContext({ timezoneId: ZONE });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(url('/'), { waitUntil: 'domcontentloaded' });
  await rejectConsent(page);
  await submitLogin(page, chromium.site.siteUrl ?? '', EDITOR);
  await page.waitForURL((location) => !location.pathname.startsWith('/login'));
  return page;
}

describe('dates on the editor’s clock, in Chromium in Berlin', () => {
  it('the posts list, the scheduling field and the document history write instants on Berlin’s clock, the zone named where a time is scheduled or kept', async () => {
    const unique = randomUUID().slice(0, 8);
    const token = await apiToken();
    const title = `Midsummer lamp notes ${unique}`;
    const post = await callApi<{ id: string; slug: string; updatedAt: string }>(token, 'POST', '/posts', {
      title,
      slug: `midsummer-lamp-notes-${unique}`,
      summary: 'Written by the time zone browser test.',
      body: `# ${title}\n\nThe lamp is lit at dusk.\n`,
      status: 'scheduled',
      publishAt: PUBLISH_AT,
    });
    const path = `zones-${unique}/lamp-${unique}`;
    await callApi(token, 'POST', '/content/files', {
      collection: 'tech-docs',
      folder: [`zones-${unique}`],
      name: `lamp-${unique}`,
      description: 'Written by the time zone browser test.',
      markdown: `# Lamp ${unique}\n\nThe lamp is lit at dusk.\n`,
    });
    const query = `collection=tech-docs&path=${encodeURIComponent(path)}`;
    const { versions } = await callApi<{ versions: ContentVersion[] }>(
      token,
      'GET',
      `/content/files/versions?${query}`,
    );
    const version = versions[0];
    if (!version) throw new Error('The new document has no version');

    const scheduled = onBerlinClock(PUBLISH_AT);
    expect(scheduled).toEqual({ dateTime: '15 Jun 2027, 18:04', zone: 'CEST' });
    const updated = onBerlinClock(post.updatedAt);
    const saved = onBerlinClock(version.lastModified);

    const page = await editorInBerlin();
    try {
      // The posts list: the last change on Berlin's clock, the scheduled time with its zone.
      await page.goto(url(`/editor/posts?status=scheduled&q=${encodeURIComponent(unique)}`));
      const row = page
        .getByRole('table', { name: 'Posts' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
      await row.waitFor();
      const times = row.locator('time');
      expect(await times.nth(0).getAttribute('datetime')).toBe(PUBLISH_AT);
      expect(await times.nth(0).textContent()).toBe(`${scheduled.dateTime} ${scheduled.zone}`);
      expect(await times.nth(1).getAttribute('datetime')).toBe(post.updatedAt);
      expect(await times.nth(1).textContent()).toBe(updated.dateTime);

      // The scheduling field holds the same wall-clock time and names the zone it is read in.
      await page.goto(url(`/posts/edit/${post.id}`));
      const publishAt = page.getByLabel('Publish at');
      await expect.poll(() => publishAt.inputValue()).toBe('2027-06-15T18:04');
      const hintId = (await publishAt.getAttribute('aria-describedby'))?.split(' ')[0] ?? '';
      expect(await page.locator(`[id="${hintId}"]`).textContent()).toMatch(
        /^In your time zone, Europe\/Berlin \(CES?T\); at most a year ahead\.$/,
      );

      // The post itself, as its editor reads it before it goes live.
      await page.goto(url(`/posts/${post.slug}`));
      await expect
        .poll(() => page.getByText(/^Scheduled for /).textContent())
        .toBe(`Scheduled for ${scheduled.dateTime} ${scheduled.zone}`);

      // The document's history: the same clock as the posts list, with the zone.
      await page.goto(url(`/editor/documents/history?${query}`));
      const versionsTable = page.getByRole('table', { name: 'Versions, newest first' });
      const current = versionsTable.getByRole('rowheader').first();
      await current.waitFor();
      expect(await current.locator('time').getAttribute('datetime')).toBe(version.lastModified);
      expect(await current.locator('time').textContent()).toBe(`${saved.dateTime} ${saved.zone}`);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
