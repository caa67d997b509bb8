import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '#shared/content.ts';
import { SITE_DESCRIPTION } from '#web/shared/lib/site.ts';
import { openPage, setUpSiteInChromium } from '../support/browser';

const chromium = setUpSiteInChromium({ demoAccounts: false });

const DOCUMENT_PATH = '/tech-docs/aws/cloudfront/origin-access-control';
const documentDescription = /^description: (.+)$/m.exec(
  readFileSync(new URL(`../../content${DOCUMENT_PATH}.md`, import.meta.url), 'utf8'),
)?.[1];
const techDocsDescription = COLLECTIONS.find((collection) => collection.id === 'tech-docs')?.description;

/** What search engines and the tab read from the document's head. */
function headOf(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) =>
      meta.getAttribute('content'),
    ),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    robots: [...document.querySelectorAll('meta[name="robots"]')].map((meta) => meta.getAttribute('content')),
  }));
}

describe('page titles, descriptions and canonical links in Chromium', () => {
  it('gives each page its own, keeps the not-found page out of search results, and updates them on navigation', async () => {
    const page = await openPage(chromium);
    const site = chromium.site.siteUrl ?? '';
    expect(documentDescription).toBeTruthy();

    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: 'Portfolio · Home',
        descriptions: [expect.stringContaining('Projects, writing and documentation')],
        canonical: [`${site}/`],
        robots: [],
      });

    await page.goto(`${site}/no-such-page?from=mail`);
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: 'Portfolio · Page not found',
        descriptions: [SITE_DESCRIPTION],
        canonical: [],
        robots: ['noindex'],
      });

    // From here on the SPA moves without reloading, as a visitor's clicks do.
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect
      .poll(() => headOf(page))
      .toMatchObject({ title: 'Portfolio · Home', canonical: [`${site}/`], robots: [] });

    await page.getByRole('navigation').getByRole('link', { name: 'Login' }).click();
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: 'Portfolio · Login',
        descriptions: ['Sign in to your account to manage your profile, settings and data.'],
        canonical: [`${site}/login`],
        robots: [],
      });

    await page.getByRole('navigation').getByRole('link', { name: 'Docs' }).click();
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: 'Portfolio · Tech docs',
        descriptions: [techDocsDescription],
        canonical: [`${site}/tech-docs`],
        robots: [],
      });

    // A document: its own description, and a canonical address without the query or the hash.
    await page.goto(`${site}${DOCUMENT_PATH}/?ref=newsletter#setup`);
    await expect
      .poll(() => headOf(page))
      .toEqual({
        title: 'Portfolio · CloudFront Origin Access Control',
        descriptions: [documentDescription],
        canonical: [`${site}${DOCUMENT_PATH}`],
        robots: [],
      });
    await page.context().close();
  });
});
