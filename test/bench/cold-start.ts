/**
 * Runs in a fresh Node process per sample: loads one CommonJS handler bundle the way the Lambda
 * runtime does (require: init), answers one request (first request), prints the timings as JSON.
 */
import { createRequire } from 'node:module';

const [bundle, eventJson] = process.argv.slice(2);
if (!bundle || !eventJson) throw new Error('usage: cold-start <bundle.cjs> <event-json>');

/**
 * Under valgrind (test/bench/cold-start-instructions.ts) everything runs 20–50 times slower, so the
 * handlers' time budgets (SDK request timeouts, the health checks' abort signals, middy's early answer)
 * would end the request before it is answered. BENCH_STRETCH_TIMERS=<factor> multiplies every timer
 * and timeout signal of the process by that factor; the process exits after its one answer.
 */
const stretch = Number(process.env.BENCH_STRETCH_TIMERS ?? 1);
if (stretch !== 1) {
  const { setTimeout: originalSetTimeout } = globalThis;
  const originalSignalTimeout = AbortSignal.timeout.bind(AbortSignal);
  globalThis.setTimeout = ((callback: () => void, delay?: number, ...rest: unknown[]) =>
    originalSetTimeout(callback, (delay ?? 0) * stretch, ...rest)) as typeof setTimeout;
  AbortSignal.timeout = (delay: number) => originalSignalTimeout(delay * stretch);
}

const context = {
  awsRequestId: 'bench',
  functionName: 'bench',
  getRemainingTimeInMillis: () => 10_000 * stretch,
  callbackWaitsForEmptyEventLoop: false,
};
const require = createRequire(import.meta.url);
const started = performance.now();
const module = require(bundle) as { handler: (event: unknown, context: unknown) => Promise<{ statusCode: number }> };
const initialised = performance.now();
const result = await module.handler(JSON.parse(eventJson), context);
const answered = performance.now();
process.stdout.write(
  JSON.stringify({
    initMs: initialised - started,
    firstRequestMs: answered - initialised,
    statusCode: result.statusCode,
    rssMb: process.memoryUsage().rss / 1024 / 1024,
  }),
);
process.exit(0);
