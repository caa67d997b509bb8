/**
 * Runs in a fresh Node process per sample: imports one handler bundle (init) and answers one
 * request (first request), then prints the timings as JSON.
 */
import { pathToFileURL } from 'node:url';

const [bundle, eventJson] = process.argv.slice(2);
if (!bundle || !eventJson) throw new Error('usage: cold-start <bundle.mjs> <event-json>');

const context = {
  awsRequestId: 'bench',
  functionName: 'bench',
  getRemainingTimeInMillis: () => 10_000,
  callbackWaitsForEmptyEventLoop: false,
};
const started = performance.now();
const module = await import(pathToFileURL(bundle).href);
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
