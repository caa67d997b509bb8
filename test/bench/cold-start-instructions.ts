/**
 * Cold starts counted in CPU instructions instead of timed (`tsx test/bench/run.ts --only=cold-start
 * --instructions`): the same runner, bundles and requests as the timed table, each in a fresh Node
 * process under valgrind's cachegrind, which counts every instruction the process executes
 * whatever else the machine does. Node runs with V8's `--predictable` (no concurrent compilation or
 * marking on other threads, fixed hash seeds), which makes a count repeat to within about 0.01 %.
 * The runner stretches the handlers' timers a hundredfold (BENCH_STRETCH_TIMERS), so that no time
 * budget runs out under valgrind's slowdown. A process that loads an empty handler is counted too and taken off every count, so that what
 * remains is the bundle's init and first request, as in the timed table.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '#infra/bundling.ts';
import { bareBundle, type GroupSubject } from '#test/bench/cold-start-table.ts';
import { bundle, kb, median, RUNNER } from '#test/bench/cold-starts.ts';

/** Counts per bundle; the median is shown. One is enough with `--predictable`. */
const INSTRUCTION_SAMPLES = Number(process.env.BENCH_INSTRUCTION_SAMPLES ?? 1);

export interface Counted {
  instructions: number;
  statusCode: number;
}

/** One fresh Node process under cachegrind: loads the bundle, answers the event, exits. */
export function countInstructions(bundleFile: string, event: unknown, env: NodeJS.ProcessEnv): Counted {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-instructions-'));
  const log = path.join(folder, 'valgrind.log');
  try {
    const output = execFileSync(
      'valgrind',
      [
        '--tool=cachegrind',
        '--cache-sim=no',
        '--branch-sim=no',
        '--cachegrind-out-file=/dev/null',
        `--log-file=${log}`,
        process.execPath,
        '--predictable',
        RUNNER,
        bundleFile,
        JSON.stringify(event),
      ],
      { env: { ...env, BENCH_STRETCH_TIMERS: '100' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const refs = /I\s+refs:\s+([\d,]+)/.exec(readFileSync(log, 'utf8'))?.[1];
    if (!refs) throw new Error(`cachegrind printed no instruction count for ${bundleFile}`);
    const { statusCode } = JSON.parse(output.slice(output.lastIndexOf('\n') + 1)) as { statusCode: number };
    return { instructions: Number(refs.replaceAll(',', '')), statusCode };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function medianCount(file: string, event: unknown, env: NodeJS.ProcessEnv): Counted {
  const counts = Array.from({ length: INSTRUCTION_SAMPLES }, () => countInstructions(file, event, env));
  return {
    instructions: median(counts.map((count) => count.instructions)),
    statusCode: counts[0]?.statusCode ?? 0,
  };
}

const millions = (instructions: number) => `${(instructions / 1e6).toFixed(0)} M`;

export async function coldStartInstructionTable(env: NodeJS.ProcessEnv, groups: GroupSubject[]): Promise<void> {
  const empty = await bundle('empty', path.join(REPO_ROOT, 'test', 'bench', 'empty-handler.ts'));
  const bare = await bareBundle();
  const process0 = medianCount(empty.file, {}, env).instructions;
  const net = (count: Counted) => count.instructions - process0;
  const oneCall = net(medianCount(bare.file, { calls: 1 }, env));
  const twoCalls = net(medianCount(bare.file, { calls: 2 }, env));
  const rows = groups.map(({ group, request, built, event, signedIn, noDatabaseCall }) => {
    const counted = medianCount(built.file, event, env);
    const baseline = signedIn ? twoCalls : oneCall;
    return {
      group,
      request,
      status: counted.statusCode,
      bundle: `${kb(built.bytes)} (${kb(built.gzipBytes)} gz)`,
      'init + first': millions(net(counted)),
      'bare handler': `${signedIn ? '2 GetItems' : '1 GetItem'}: ${millions(baseline)}`,
      ratio: noDatabaseCall ? 'n/a' : `${(net(counted) / baseline).toFixed(2)}× (budget ≤ 1.30×)`,
    };
  });
  console.log(
    `Lambda bundles: init + first request in CPU instructions (cachegrind, node --predictable, median of ` +
      `${INSTRUCTION_SAMPLES}), less the ${millions(process0)} of a process that loads an empty handler`,
  );
  console.table(rows);
}
