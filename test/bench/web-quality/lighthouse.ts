import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { startChild } from '#infra/local/child-process.ts';
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
  runWarnings: string[];
  /** Lighthouse's CPU benchmark of this machine during the run (lower: a slower or busier machine). */
  benchmarkIndex: number;
  /** The performance scores of every run of this page, lowest first (this outcome is the median run). */
  performanceRuns: number[];
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
    runWarnings: lhr.runWarnings,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    performanceRuns: [scores.performance],
    lhr,
  };
}
