/**
 * Which logger the handlers use, measured: the bare handler's GetItem with no log line, with two
 * lines from the project's own logger, and with the same two lines from Powertools Logger, as cold starts
 * (init + first request, interleaved) and bundle sizes. `tsx test/bench/run.ts --only=logger`.
 */
import path from 'node:path';
import { REPO_ROOT } from '#infra/bundling.ts';
import { bundle, interleavedColdStarts, kb, median, ms, type Sample } from '#test/bench/cold-starts.ts';
import { LOGGED_EVENT } from '#test/bench/logger-handlers/request.ts';

const ROUNDS = Number(process.env.BENCH_LOGGER_SAMPLES ?? 41);

export async function loggerCostTable(env: NodeJS.ProcessEnv): Promise<void> {
  const bench = path.join(REPO_ROOT, 'test', 'bench');
  const subjects = [
    { name: 'no logging (bare handler)', built: await bundle('logger-none', path.join(bench, 'bare-handler.ts')) },
    {
      name: 'own logger (lambdas/lib/logger.ts)',
      built: await bundle('logger-own', path.join(bench, 'logger-handlers', 'own-logger.ts')),
    },
    {
      name: 'Powertools Logger',
      built: await bundle('logger-powertools', path.join(bench, 'logger-handlers', 'powertools-logger.ts')),
    },
  ];
  const samples = interleavedColdStarts(
    subjects.map(({ built }) => ({ file: built.file, event: { ...LOGGED_EVENT, calls: 1 } })),
    env,
    ROUNDS,
  );
  const totalOf = (runs: Sample[]) => median(runs.map((run) => run.initMs + run.firstRequestMs));
  const baseline = totalOf(samples[0] ?? []);
  console.log(`\nLogging cost: one GetItem and two log lines, init + first request (median of ${ROUNDS})`);
  console.table(
    subjects.map(({ name, built }, index) => {
      const runs = samples[index] ?? [];
      return {
        handler: name,
        bundle: `${kb(built.bytes)} (${kb(built.gzipBytes)} gz)`,
        init: ms(median(runs.map((run) => run.initMs))),
        'first request': ms(median(runs.map((run) => run.firstRequestMs))),
        'init + first': ms(totalOf(runs)),
        'vs no logging': `${totalOf(runs) >= baseline ? '+' : '−'}${ms(Math.abs(totalOf(runs) - baseline))}`,
      };
    }),
  );
}
