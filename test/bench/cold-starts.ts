/**
 * Cold-start sampling shared by the benchmark's parts: bundles built exactly as deployed
 * (infra/bundling.ts), each sample a fresh Node process that loads the bundle and answers one
 * request (test/bench/cold-start.ts), samples interleaved across bundles.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaBuildOptions, REPO_ROOT } from '#infra/bundling.ts';
import { bundleSidePackages } from '#infra/side-packages.ts';

export const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 11);
export const OUT_DIR = path.join(REPO_ROOT, '.cache', 'bench');
export const RUNNER = path.join(OUT_DIR, 'cold-start.mjs');

/** Empties the benchmark's folder and builds the cold-start runner into it. */
export async function prepareBenchDir(): Promise<void> {
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  await build({
    entryPoints: [path.join(REPO_ROOT, 'test', 'bench', 'cold-start.ts')],
    outfile: RUNNER,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'error',
  });
}

export interface Bundle {
  file: string;
  bytes: number;
  gzipBytes: number;
}

export async function bundle(name: string, entry: string): Promise<Bundle> {
  // .cjs: the repository's package.json says "type": "module"; in Lambda the bundle is index.js.
  const outfile = path.join(OUT_DIR, name, 'index.cjs');
  await build({ ...lambdaBuildOptions(), entryPoints: [entry], outfile });
  // As CDK does after esbuild: the side packages the bundle requires, beside it.
  await bundleSidePackages(outfile);
  const code = readFileSync(outfile);
  return { file: outfile, bytes: code.length, gzipBytes: gzipSync(code).length };
}

export interface Sample {
  initMs: number;
  firstRequestMs: number;
  statusCode: number;
  rssMb: number;
}

function coldStart(bundleFile: string, event: unknown, env: NodeJS.ProcessEnv): Sample {
  const output = execFileSync(process.execPath, [RUNNER, bundleFile, JSON.stringify(event)], { env, encoding: 'utf8' });
  // The handler's own log lines come first; the runner's figures are the last line.
  return JSON.parse(output.slice(output.lastIndexOf('\n') + 1)) as Sample;
}

/**
 * Samples every bundle in turn (bare, group 1, group 2, …, bare, …) so that whatever else the
 * machine does at the moment affects the baseline and the groups alike. Each round starts one
 * bundle further on, so that no bundle always runs first or always follows the same one (with a
 * fixed order, the one-GetItem bare handler, first in every round, measured slower than the
 * two-GetItem one in two runs out of three on a loaded machine).
 */
export function interleavedColdStarts(
  subjects: Array<{ file: string; event: unknown }>,
  env: NodeJS.ProcessEnv,
  rounds: number,
): Sample[][] {
  const samples: Sample[][] = subjects.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (let step = 0; step < subjects.length; step++) {
      const index = (round + step) % subjects.length;
      const subject = subjects[index];
      if (subject) samples[index]?.push(coldStart(subject.file, subject.event, env));
    }
  }
  return samples;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(value < 1 ? 2 : 1)} ms`;
