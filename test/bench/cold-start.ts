/**
 * Runs in a fresh Node process per sample: loads one CommonJS handler bundle the way the Lambda
 * runtime does (require: init), answers one request (first request), prints the timings as JSON.
 */
import { createRequire } from 'node:module';

const [bundle, eventJson] = process.argv.slice(2);
if (!bundle || !eventJson) throw new Error('usage: cold-start <bundle.cjs> <event-json>');

const context = {
  awsRequestId: 'bench',
  functionName: 'bench',
  getRemainingTimeInMillis: () => 10_000,
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
