import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { formatDocumentTitle } from '#web/shared/lib/site.ts';
import type { MeasuredPage } from './pages';

export const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** Desktop-sized, so axe sees the wide layout (Lighthouse's own axe run sees the mobile one). */
const VIEWPORT = { width: 1280, height: 800 };
const NOT_FOUND_TITLE = formatDocumentTitle('Page not found');

interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface PageCheck {
  /** The page showed the not-found page (not built yet, or the deliberate not-found path). */
  showsNotFound: boolean;
  /** Scripts a returning visitor (consent answered) downloads until the network is idle. */
  firstLoadScripts: Array<{ file: string; gzipBytes: number }>;
  echartsInFirstLoad: boolean;
  axe: Record<Theme, AxeFinding[]>;
  consoleErrors: string[];
}

export interface BrowserChecks {
  pages: Map<string, PageCheck>;
  /** Scripts a first visit of the home page loads on top of a returning visit's (the consent banner). */
  firstVisitExtras: Array<{ file: string; gzipBytes: number }>;
  /** The site's localStorage once the banner was answered (Reject All): a returning visitor's. */
  answeredStorage: Array<{ name: string; value: string }>;
}

/** axe violations of impact serious or critical, one entry per rule. */
async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

async function themedContext(
  browser: Browser,
  theme: Theme,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState });
  // Before any page script, so web/theme-init.js reads it just as it reads a visitor's choice.
  await context.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme);
  return context;
}

/** Records the scripts a page fetches from the site and the errors it logs. */
function watch(page: Page, siteUrl: string) {
  const scripts: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(siteUrl)) {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { scripts, consoleErrors };
}

async function open(page: Page, url: string, theme: Theme): Promise<void> {
  await page.goto(url, { waitUntil: 'networkidle' });
  const applied = await page.evaluate(() => document.documentElement.dataset.theme);
  if (applied !== theme) throw new Error(`${url} rendered in the ${applied} theme, expected ${theme}`);
}

/**
 * axe on every page in both themes, and the first-load JS of each page. A first visit of the home
 * page (consent banner shown, then answered with Reject All) is checked too; the other loads are
 * returning visits, each in a fresh context (empty HTTP cache) with that consent stored.
 */
export async function runBrowserChecks(
  browser: Browser,
  siteUrl: string,
  pages: readonly MeasuredPage[],
  distDir: string,
): Promise<BrowserChecks> {
  const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(distDir, file))).length;
  const checks = new Map<string, PageCheck>();
  let firstVisitExtras: BrowserChecks['firstVisitExtras'] = [];
  let answeredStorage: BrowserChecks['answeredStorage'] = [];

  for (const theme of THEMES) {
    const firstContext = await themedContext(browser, theme);
    const firstPage = await firstContext.newPage();
    const firstVisit = watch(firstPage, siteUrl);
    await open(firstPage, `${siteUrl}/`, theme);
    const banner = firstPage.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor({ timeout: 15_000 });
    await firstPage.waitForLoadState('networkidle');
    const firstVisitAxe = await seriousAxeFindings(firstPage);
    await banner.getByRole('button', { name: 'Reject All' }).click();
    await banner.waitFor({ state: 'detached' });
    const answered = await firstContext.storageState();
    if (theme === 'light') {
      const origin = new URL(siteUrl).origin;
      // The consent record only: the theme is the run's own choice.
      answeredStorage = (answered.origins.find((entry) => entry.origin === origin)?.localStorage ?? []).filter(
        (item) => item.name !== 'theme-mode',
      );
    }
    await firstContext.close();

    for (const page of pages) {
      const context = await themedContext(browser, theme, answered);
      const tab = await context.newPage();
      const watched = watch(tab, siteUrl);
      await open(tab, `${siteUrl}${page.path}`, theme);
      const axe = await seriousAxeFindings(tab);
      const showsNotFound = (await tab.title()) === NOT_FOUND_TITLE;
      await context.close();

      const check = checks.get(page.name) ?? {
        showsNotFound,
        firstLoadScripts: [],
        echartsInFirstLoad: false,
        axe: { light: [], dark: [] },
        consoleErrors: [],
      };
      check.axe[theme] = axe;
      check.consoleErrors.push(...watched.consoleErrors.map((text) => `${theme}: ${text}`));
      if (theme === 'light') {
        const files = [...new Set(watched.scripts)];
        check.firstLoadScripts = files.map((file) => ({ file, gzipBytes: gzipBytes(file) }));
        check.echartsInFirstLoad = files.some(
          (file) => file.includes('echarts') || readFileSync(path.join(distDir, file), 'utf8').includes('echarts'),
        );
      }
      if (page.path === '/') {
        const seen = new Set(axe.map((finding) => finding.rule));
        check.axe[theme] = [...axe, ...firstVisitAxe.filter((finding) => !seen.has(finding.rule))];
        check.consoleErrors.push(...firstVisit.consoleErrors.map((text) => `${theme}, first visit: ${text}`));
        if (theme === 'light') {
          const returning = new Set(watched.scripts);
          firstVisitExtras = [...new Set(firstVisit.scripts)]
            .filter((file) => !returning.has(file))
            .map((file) => ({ file, gzipBytes: gzipBytes(file) }));
        }
      }
      checks.set(page.name, check);
    }
  }
  return { pages: checks, firstVisitExtras, answeredStorage };
}
