import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Category } from './lighthouse';

/**
 * The figures of an earlier run, printed beside this run's (`before → now`). The committed file
 * holds the figures the current targets are compared with; `--save-baseline` replaces them with
 * this run's.
 */
const BASELINE_FILE = path.join(import.meta.dirname, 'baseline.json');

export interface PageFigures {
  scores: Record<Category, number>;
  /** Lighthouse's largest contentful paint (simulated, mobile defaults), ms. */
  lcpMs: number;
  /** The same with the consent banner answered (a returning visitor), for the pages with `targets`. */
  lcpAnsweredMs?: number;
  /** First-load JS, KB gzip. */
  firstLoadKb: number;
  /** What a first visit transferred (Lighthouse's resource summary), in all and in scripts, KB. */
  transferKb?: { total: number; scripts: number };
}

export interface Baseline {
  /** When the figures were measured (ISO date). */
  measured: string;
  /** What was measured: the commit and how. */
  source: string;
  /** Load average (1, 5, 15 min) when the run ended. */
  loadAverage: number[];
  /** Lighthouse runs per page (the median run's figures are kept). */
  runs: number;
  pages: Record<string, PageFigures>;
}

export function readBaseline(): Baseline | undefined {
  if (!existsSync(BASELINE_FILE)) return undefined;
  return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
}

export function writeBaseline(baseline: Baseline): void {
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}

/** `before → now` when there is a before that differs, else `now`. */
export function beside(before: number | string | undefined, now: number | string): string {
  return before === undefined ? String(now) : `${before} → ${now}`;
}
