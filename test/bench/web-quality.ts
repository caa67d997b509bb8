/**
 * `npm run bench:web`: the quality budget of the public pages (DESIGN.md: Lighthouse performance,
 * accessibility, best-practices and SEO ≥ 95, first-load JS ≤ 100 KB gzip without echarts) plus
 * axe in both themes. The production build is served the way CloudFront serves it (deep-link
 * function, security headers, compression) with `/api` and `/content` answered by the local stack.
 * Exits 1 when a page misses a budget; `--no-fail` only reports.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '#infra/bundling.ts';
import { startApiAndSite, startBackingServices } from '#infra/local/stack.ts';
import { launchChromium } from '../support/chromium';
import { type BrowserChecks, runBrowserChecks, THEMES } from './web-quality/browser-checks';
import { startCloudFrontLikeServer } from './web-quality/cloudfront-like-server';
import { CATEGORIES, type LighthouseOutcome, runLighthouse, startDebuggableChromium } from './web-quality/lighthouse';
import { BUDGETS, QUALITY_PAGES, type QualityPage } from './web-quality/pages';

const OUT_DIR = path.join(REPO_ROOT, '.cache', 'web-quality');
const DIST_DIR = path.join(OUT_DIR, 'dist');
const failOnMiss = !process.argv.includes('--no-fail');
/** `--runs=3`: Lighthouse runs per page; the run with the median performance score is reported. */
const RUNS = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 1);

/** `--pages=home,login`: measure only these (by name), e.g. while working on one page. */
const pagesArg = process.argv.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length);
const PAGES: readonly QualityPage[] = pagesArg
  ? QUALITY_PAGES.filter((page) => pagesArg.split(',').includes(page.name))
  : QUALITY_PAGES;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * The production build, as the Web stack builds it for a site with a known origin (`siteUrl`), here
 * the local server's: canonical links and robots.txt's Sitemap line point there.
 */
async function buildSpa(siteUrl: string): Promise<void> {
  Object.assign(process.env, {
    VITE_SITE_URL: siteUrl,
    // The page is served from localhost here, as from the product's domain in AWS: same-origin /api.
    VITE_PRODUCT_HOSTS: 'localhost',
    // The login page as the demo deployment shows it, with the clickable demo credentials.
    VITE_DEMO_ACCOUNTS: 'true',
  });
  const { build } = await import('vite');
  await build({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    build: { outDir: DIST_DIR, emptyOutDir: true },
  });
}

interface Row {
  cells: string[];
  missed: string[];
}

function rowFor(page: QualityPage, lighthouse: LighthouseOutcome, browser: BrowserChecks): Row {
  const check = browser.pages.get(page.name);
  if (!check) throw new Error(`No browser checks for ${page.name}`);
  const missed: string[] = [];
  const mark = (value: string, ok: boolean, what: string) => {
    if (!ok) missed.push(what);
    return ok ? value : `${value} ✗`;
  };
  const scoreCells = CATEGORIES.map((category) => {
    const score = lighthouse.scores[category];
    if (category === 'seo' && page.noindex) return `${score} (noindex)`;
    return mark(String(score), score >= BUDGETS.minScore, category);
  });
  const firstLoad = check.firstLoadScripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const firstLoadCell = mark(kb(firstLoad), firstLoad <= BUDGETS.maxFirstLoadKb * 1024, 'first-load JS');
  const echartsCell = mark(check.echartsInFirstLoad ? 'yes' : 'no', !check.echartsInFirstLoad, 'echarts in first load');
  const axeCells = THEMES.map((theme) => {
    const count = check.axe[theme].length;
    return mark(String(count), count <= BUDGETS.maxSeriousAxe, `axe ${theme}`);
  });
  const consoleCell = mark(String(check.consoleErrors.length), check.consoleErrors.length === 0, 'console errors');
  const shown = check.showsNotFound && !page.noindex ? `${page.path} (not-found page)` : page.path;
  return {
    cells: [page.name, shown, ...scoreCells, firstLoadCell, echartsCell, ...axeCells, consoleCell],
    missed,
  };
}

function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

function printDetails(results: Map<string, LighthouseOutcome>, browser: BrowserChecks): void {
  console.log('\nDetails (what cost points; full Lighthouse reports in .cache/web-quality/lighthouse/)');
  for (const page of PAGES) {
    const lighthouse = results.get(page.name);
    const check = browser.pages.get(page.name);
    if (!lighthouse || !check) continue;
    const spread =
      lighthouse.performanceRuns.length > 1
        ? ` (performance of ${lighthouse.performanceRuns.length} runs: ${lighthouse.performanceRuns.join(', ')})`
        : '';
    console.log(
      `\n${page.name} (${page.path}): ${lighthouse.metrics}${spread}; CPU benchmark ${lighthouse.benchmarkIndex}`,
    );
    for (const category of CATEGORIES) {
      for (const finding of lighthouse.findings[category]) console.log(`  lighthouse ${category}: ${finding}`);
    }
    for (const theme of THEMES) {
      for (const finding of check.axe[theme]) {
        console.log(
          `  axe ${theme} ${finding.impact} ${finding.rule}: ${finding.help} → ${finding.targets.slice(0, 4).join(', ')}`,
        );
      }
    }
    for (const error of check.consoleErrors) console.log(`  console error (${error})`);
    console.log(
      `  first-load JS: ${check.firstLoadScripts.map((script) => `${path.basename(script.file)} ${kb(script.gzipBytes)}`).join(', ')}`,
    );
  }
  if (browser.firstVisitExtras.length > 0) {
    const extras = browser.firstVisitExtras.map((script) => `${path.basename(script.file)} ${kb(script.gzipBytes)} KB`);
    console.log(`\nA first visit also loads, after the consent banner's 1 s delay: ${extras.join(', ')}`);
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  if (PAGES.length === 0)
    throw new Error(`--pages names none of: ${QUALITY_PAGES.map((page) => page.name).join(', ')}`);
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(path.join(OUT_DIR, 'lighthouse'), { recursive: true });
  const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
  const stops: Array<() => Promise<void>> = [services.stop];
  try {
    const api = await startApiAndSite({ env: services.env, ports: { api: 0, web: 0 }, demoAccounts: true });
    stops.push(api.stop);
    const site = await startCloudFrontLikeServer({
      distDir: DIST_DIR,
      apiOrigin: `http://localhost:${api.ports.api}`,
      contentBucketUrl: `${services.env.S3_ENDPOINT}/${services.env.CONTENT_BUCKET}`,
    });
    stops.push(site.stop);
    await buildSpa(site.url);
    console.log(`Production build served CloudFront-style at ${site.url} over the local stack (${seconds(started)})`);

    const browser = await launchChromium();
    let browserChecks: BrowserChecks;
    try {
      browserChecks = await runBrowserChecks(browser, site.url, PAGES, DIST_DIR);
    } finally {
      await browser.close();
    }
    console.log(`axe (light and dark) and first-load JS done (${seconds(started)})`);

    const chromium = await startDebuggableChromium();
    const lighthouseResults = new Map<string, LighthouseOutcome>();
    try {
      for (const page of PAGES) {
        const runs: LighthouseOutcome[] = [];
        for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(`${site.url}${page.path}`, chromium.port));
        runs.sort((a, b) => a.scores.performance - b.scores.performance);
        const outcome = runs[Math.floor(runs.length / 2)];
        if (!outcome) throw new Error(`No Lighthouse run for ${page.name}`);
        outcome.performanceRuns = runs.map((run) => run.scores.performance);
        lighthouseResults.set(page.name, outcome);
        writeFileSync(
          path.join(OUT_DIR, 'lighthouse', `${page.name.replaceAll(' ', '-')}.json`),
          JSON.stringify(outcome.lhr),
        );
      }
    } finally {
      await chromium.stop();
    }
    console.log(`Lighthouse done (${seconds(started)})`);

    const rows = PAGES.map((page) => {
      const lighthouse = lighthouseResults.get(page.name);
      if (!lighthouse) throw new Error(`No Lighthouse result for ${page.name}`);
      return rowFor(page, lighthouse, browserChecks);
    });
    const warnings = new Set([...lighthouseResults.values()].flatMap((outcome) => outcome.runWarnings));
    printDetails(lighthouseResults, browserChecks);
    console.log(
      '\nLighthouse 13 defaults: mobile (Moto G Power screen), simulated Slow 4G, 4× CPU slowdown. ' +
        'axe at 1280×800 in each theme. First-load JS: scripts a returning visitor downloads until the network is idle, gzip.',
    );
    for (const warning of warnings) console.log(`Lighthouse warning: ${warning}`);
    // Performance follows the machine's load: other work on these cores slows every task Lighthouse times.
    console.log(
      `Load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(
          ' / ',
        )} on ${os.availableParallelism()} cores; ${RUNS} Lighthouse run(s) per page (--runs=N for the median of N).`,
    );
    const header = [
      'page',
      'path',
      'perf',
      'a11y',
      'best-practices',
      'SEO',
      'first-load KB gz',
      'echarts',
      'axe light',
      'axe dark',
      'console errors',
    ];
    const budgetRow = [
      'budget',
      '',
      ...CATEGORIES.map(() => `≥ ${BUDGETS.minScore}`),
      `≤ ${BUDGETS.maxFirstLoadKb}`,
      'no',
      String(BUDGETS.maxSeriousAxe),
      String(BUDGETS.maxSeriousAxe),
      '0',
    ];
    console.log(`\n${markdownTable(header, [...rows.map((row) => row.cells), budgetRow])}`);
    const misses = rows.flatMap((row, index) => row.missed.map((what) => `${PAGES[index]?.name}: ${what}`));
    console.log(
      misses.length === 0
        ? `\nEvery page meets the budget (${seconds(started)}).`
        : `\n${misses.length} budget miss(es): ${misses.join('; ')} (${seconds(started)}).`,
    );
    return misses.length > 0 && failOnMiss ? 1 : 0;
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error) => console.error(error));
  }
}

process.exitCode = await main();
