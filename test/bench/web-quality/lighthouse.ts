import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { type Browser, chromium as playwrightChromium } from 'playwright-core';
import { startChild } from '#infra/local/services/child-process.ts';
import { CHROMIUM_FLAGS, chromiumPath } from '../../support/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

const PERFORMANCE_METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

export interface LighthouseOutcome {
  /** 0–100 per category. */
  scores: Record<Category, number>;
  /** Audits that cost points, per category: `id: title (value)`. */
  findings: Record<Category, string[]>;
  /** FCP, LCP, TBT, CLS and Speed Index as Lighthouse shows them. */
  metrics: string;
  /** Largest contentful paint, ms (simulated: Slow 4G, 4× CPU slowdown). */
  lcpMs: number;
  /** What the LCP was: the element's label and selector, and when it painted in the trace (unthrottled). */
  lcpElement: string;
  runWarnings: string[];
  /** Lighthouse's CPU benchmark of this machine during the run (lower: a slower or busier machine). */
  benchmarkIndex: number;
  /** The performance scores of every run of this page, lowest first (this outcome is the median run). */
  performanceRuns: number[];
  /** The LCP of every run of this page, in the same order, ms. */
  lcpRuns: number[];
  /** Bytes over the wire for the whole load (HTML, CSS, JS, fonts, images), and of them the scripts: KB. */
  transferKb: { total: number; scripts: number };
  lhr: Result;
}

export interface DebuggableChromium {
  port: number;
  stop(): Promise<void>;
}

/** Chromium (system or packaged, see chromiumPath) with a DevTools port, which Lighthouse drives (a fresh profile, removed on stop). */
export async function startDebuggableChromium(): Promise<DebuggableChromium> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'web-quality-chromium-'));
  const executable = await chromiumPath();
  const child = startChild(
    'chromium',
    executable,
    [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { quiet: true },
  );
  const stop = async () => {
    await child.stop();
    rmSync(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port:\n${output}`)), 20_000);
      child.process.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.process.once('exit', () => reject(new Error(`Chromium exited before it listened:\n${output}`)));
    });
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

function findingsOf(lhr: Result, category: Category): string[] {
  return (
    lhr.categories[category]?.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ ref, audit }) => {
        if (!audit || audit.score === null) return false;
        // Scored audits that lost points, and in performance the insights that flag something.
        return ref.weight > 0
          ? audit.score < 1
          : category === 'performance' && ref.group === 'insights' && audit.score < 1;
      })
      .map(
        ({ ref, audit }) =>
          `${ref.id}${ref.weight > 0 ? '' : ' (insight)'}: ${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''}`,
      ) ?? []
  );
}

/** The LCP element as the LCP breakdown insight names it, and its observed (unthrottled) paint time. */
function lcpElementOf(lhr: Result): string {
  const items = (lhr.audits['lcp-breakdown-insight']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const node = items.find((item): item is { type: 'node'; nodeLabel?: string; selector?: string } =>
    Boolean(item && (item as { type?: string }).type === 'node'),
  );
  const observed = (lhr.audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0];
  const paintedAt = observed?.observedLargestContentfulPaint;
  const fcpAt = observed?.observedFirstContentfulPaint;
  const label = node ? `${node.selector ?? '?'} ("${(node.nodeLabel ?? '').slice(0, 60)}")` : 'unknown element';
  return paintedAt === undefined
    ? label
    : `${label}, painted at ${Math.round(paintedAt)} ms unthrottled (first paint ${Math.round(fcpAt ?? Number.NaN)} ms)`;
}

/**
 * The visitor's stored state in the Lighthouse Chromium (Lighthouse's own storage reset leaves
 * localStorage alone): `first-visit` empties the site's localStorage, so every run is a first
 * visit that shows the consent banner; `consent-answered` stores a visitor's answered consent
 * (what the banner stored after Reject All), so the banner stays away, as for a returning visitor.
 */
export type Visitor = 'first-visit' | 'consent-answered';

export class VisitorStorage {
  private constructor(
    private readonly browser: Browser,
    private readonly answered: ReadonlyArray<{ name: string; value: string }>,
  ) {}

  static async connect(port: number, answered: ReadonlyArray<{ name: string; value: string }>) {
    return new VisitorStorage(await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`), answered);
  }

  /** Sets the site origin's localStorage for `visitor`, from a static file of the site (no page script runs). */
  async prepare(siteUrl: string, visitor: Visitor): Promise<void> {
    const context = this.browser.contexts()[0];
    if (!context) throw new Error('The Lighthouse Chromium has no default context');
    const page = await context.newPage();
    try {
      await page.goto(`${siteUrl}/robots.txt`);
      const items = visitor === 'consent-answered' ? this.answered : [];
      await page.evaluate((entries) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const { name, value } of entries) localStorage.setItem(name, value);
      }, items);
    } finally {
      await page.close();
    }
  }

  /** Lets go of the connection (Chromium keeps running). */
  async close(): Promise<void> {
    await this.browser.close();
  }
}

/**
 * One Lighthouse navigation with its default settings: mobile form factor (Moto G Power screen),
 * simulated Slow 4G and 4× CPU slowdown, storage cleared before the load.
 */
export async function runLighthouse(url: string, port: number): Promise<LighthouseOutcome> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  const findings = {} as Record<Category, string[]>;
  for (const category of CATEGORIES) {
    scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    findings[category] = findingsOf(lhr, category);
  }
  const metrics = PERFORMANCE_METRICS.map(
    (id) =>
      `${id
        .split('-')
        .map((word) => word[0]?.toUpperCase())
        .join('')} ${lhr.audits[id]?.displayValue ?? '?'}`,
  ).join(', ');
  return {
    scores,
    findings,
    metrics,
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN),
    lcpElement: lcpElementOf(lhr),
    runWarnings: lhr.runWarnings,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performanceRuns: [scores.performance],
    lcpRuns: [],
    transferKb: transferKbOf(lhr),
    lhr,
  };
}

/** What the load transferred, in all and in scripts, from Lighthouse's resource summary. */
function transferKbOf(lhr: Result): { total: number; scripts: number } {
  const items = (lhr.audits['resource-summary']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const sizeOf = (type: string) => {
    const row = items.find((item) => (item as { resourceType?: string }).resourceType === type) as
      | { transferSize?: number }
      | undefined;
    if (row?.transferSize === undefined) throw new Error(`Lighthouse's resource summary has no ${type} row`);
    return Number((row.transferSize / 1024).toFixed(1));
  };
  return { total: sizeOf('total'), scripts: sizeOf('script') };
}
