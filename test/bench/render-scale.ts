/**
 * `npm run bench` part `scale` (docs/rendering.md, "Full renders locally"): a full render of a
 * documentation site of 10,000 generated documents (generated-documents.ts) through the local
 * fan-out, as `npm run render:all` runs it: the render handler plans the run, 10 worker processes
 * render its units, twice: cold (every social card drawn), then again with the cards drawn, as
 * after every deploy. Measured per run: total time, pages/s, peak RSS per worker, S3 requests per
 * page; then one document's change afterwards (its two events: the rendered document's, its page
 * and folders; the index's write, the pages that show what it changed); the AWS cost of each run,
 * from the measured handler time and the requests the workers made. Run in a process of its own
 * (`test/bench/run.ts` starts it): the handler modules keep the buckets they were first loaded with.
 *
 * `BENCH_RENDER_RUNS` (default 2) full renders before the changes: 0 measures only the set-up and
 * the changes (the pages and cards are then drawn by the first change). `BENCH_EVENT_FAN_OUT`
 * (default the handler's own): the ways a content event's pages are rendered, one series of changes
 * each, comma-separated: `inline` (within the event's invocation) or `<above>/<unit>` (a run of
 * units of `<unit>` pages for an event of more than `<above>`). An event that became a run is timed
 * until every page of it is stored (its run's counters, read every 20 ms), its search index until
 * the run has ended.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { uploadSpaBuild } from '#infra/local/preview/preview-server.ts';
import { startLocalFullRenders } from '#infra/local/render/full-renders.ts';
import { terminalProgress } from '#infra/local/render/render-progress.ts';
import { LOCAL_CREDENTIALS, localS3Client } from '#infra/local/s3/s3-local.ts';
import { startApiAndSite, startBackingServices } from '#infra/local/stack.ts';
import type { PlannedRenderRun, RenderEvent, RenderedEvent } from '#lambdas/render/handler.ts';
import { CONTENT_KEY_PREFIX, indexPath, renderedDocumentKey } from '#shared/content.ts';
import { median, OUT_DIR } from '#test/bench/cold-starts.ts';
import { GENERATED_DOCUMENT_COUNT, generatedDocuments } from '#test/bench/generated-documents.ts';
import { createGeneratedSite } from '#test/bench/generated-site.ts';
import { quietHandlerLogs } from '#test/bench/web-quality/quiet-handler-logs.ts';
import { buildSite } from '#test/support/site-build.ts';

const WORKERS = Number(process.env.BENCH_RENDER_WORKERS ?? 10);
const DOCUMENTS = Number(process.env.BENCH_RENDER_DOCUMENTS ?? GENERATED_DOCUMENT_COUNT);
const CHANGE_RUNS = 5;
const FULL_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 2);
/** How a content event's pages are rendered, per series of changes: within the event, or fanned out (`abovePages`, `unitPages`). */
const FAN_OUTS = (process.env.BENCH_EVENT_FAN_OUT ?? 'default').split(',').map((way) => {
  if (way === 'default' || way === 'inline') return { label: way, abovePages: way === 'inline' ? Infinity : undefined };
  const [abovePages, unitPages] = way.split('/').map(Number);
  if (!Number.isInteger(abovePages) || !Number.isInteger(unitPages)) throw new Error(`BENCH_EVENT_FAN_OUT: ${way}?`);
  return { label: `over ${abovePages} pages, units of ${unitPages}`, abovePages, unitPages };
});
const POLL_MS = 20;

/** An event's pages stored (ms from the call), the search index after them, and how many pages and units. */
interface TimedEvent {
  pagesMs: number;
  searchMs: number;
  pages: number;
  units: number;
}

/**
 * Calls the handler with a content event and times it: within the event, as it answers; as a run,
 * until its counters say every page is stored (or failed), then until the run has ended (its search index).
 */
async function timedEvent(handler: (event: RenderEvent) => Promise<unknown>, event: RenderEvent): Promise<TimedEvent> {
  const started = performance.now();
  const answer = (await handler(event)) as RenderedEvent | PlannedRenderRun;
  if ('rendered' in answer) {
    return { pagesMs: answer.pagesMs, searchMs: answer.searchMs ?? 0, pages: answer.rendered.length, units: 0 };
  }
  // Imported here, once the handlers' environment is set: the table's name is read on first import.
  const { readRenderRun } = await import('#lambdas/lib/render/render-runs.ts');
  let pagesMs: number | undefined;
  for (;;) {
    const run = await readRenderRun(answer.runId);
    if (!run) throw new Error(`No render run ${answer.runId}`);
    if (run.pagesFailed > 0) throw new Error(`The event's run ${answer.runId} failed ${run.pagesFailed} pages`);
    const now = performance.now() - started;
    if (pagesMs === undefined && run.pagesDone >= run.pages) pagesMs = now;
    if (pagesMs !== undefined && run.finishedAt) {
      return { pagesMs: Math.round(pagesMs), searchMs: Math.round(now - pagesMs), pages: run.pages, units: run.units };
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
const TARGETS = { totalMs: 120_000, rssMb: 512, changeMs: 1_000 };
/** The render function's memory in AWS (infra/constructs/page-renderer.ts, RENDER_MEMORY_MB). */
const RENDER_MEMORY_GB = 1;
/** AWS list prices, eu-west-1, November 2026 (USD). */
const PRICE = {
  lambdaGbSecond: 0.0000166667,
  lambdaRequest: 0.2 / 1e6,
  httpApiRequest: 1 / 1e6,
  sqsRequest: 0.4 / 1e6,
  s3Write: 0.005 / 1e3,
  s3Read: 0.0004 / 1e3,
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const dollars = (value: number) => `$${value.toFixed(4)}`;

/** Passes the workers' S3 requests on to the local S3, counting them by kind (S3 bills writes and reads apart). */
async function countingS3Proxy(target: string) {
  const counts = { write: 0, read: 0 };
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    if (request.method === 'PUT' || request.method === 'POST' || request.method === 'DELETE') counts.write += 1;
    else counts.read += 1;
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 500, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => response.destroy(error));
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function renderScaleTable(): Promise<void> {
  let apiRequests = 0;
  const restoreLogs = quietHandlerLogs();
  const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
  const s3 = localS3Client(services.env.S3_ENDPOINT ?? '');
  // The stack's content bucket, versioned as in AWS: a collection index's write is compared with
  // the version before it (lambdas/lib/render/index-changes.ts).
  const contentBucket = services.env.CONTENT_BUCKET ?? '';
  const siteBucket = 'bench-scale-site';
  const env: Record<string, string> = { ...services.env, CONTENT_BUCKET: contentBucket };
  const log = console.log;
  try {
    const setUp = performance.now();
    await createGeneratedSite(s3, contentBucket, DOCUMENTS);
    console.log(`${DOCUMENTS} generated documents stored and indexed in ${seconds(performance.now() - setUp)}`);
    const siteUrl = 'http://localhost:4173';
    const build = await buildSite(path.join(OUT_DIR, 'scale-site'), siteUrl);
    await uploadSpaBuild(s3, siteBucket, build.distDir);
    // The API's request lines are counted (the workers' reads through the public API), not printed.
    console.log = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].startsWith('[api] ')) apiRequests += 1;
      else log(...args);
    };
    const api = await startApiAndSite({ env, ports: { api: 0, web: 0 }, web: false, logRequests: true });
    const s3Counter = await countingS3Proxy(services.env.S3_ENDPOINT ?? '');
    const renderEnv = {
      SITE_BUCKET: siteBucket,
      RENDER_API_URL: api.apiUrl,
      SITE_URL: siteUrl,
      RENDER_BUNDLE: build.bundleFile,
    };
    Object.assign(process.env, env, renderEnv);
    const fullRenders = await startLocalFullRenders({
      workers: WORKERS,
      env: { ...env, ...renderEnv, S3_ENDPOINT: s3Counter.url },
      visibilityTimeoutMs: 120_000,
    });
    try {
      const { handler } = await import('#lambdas/render/handler.ts');
      // The first run draws every social card (cold); the second renders the same site with its
      // cards drawn, as the full render after every deploy does (the titles did not change).
      const fullRun = async (label: string) => {
        console.log(`Full render of ${DOCUMENTS} generated documents with ${WORKERS} workers (${label}):`);
        const busyBefore = fullRenders.queue.busyMs;
        const apiBefore = apiRequests;
        const s3Before = { ...s3Counter.counts };
        const started = performance.now();
        const run = await fullRenders.renderAll(handler, terminalProgress());
        return {
          run,
          totalMs: performance.now() - started,
          // Each worker's own peak so far (VmHWM, render-worker.ts): the second run's includes the first's.
          peaks: [...fullRenders.queue.peakRss().values()],
          gbSeconds: ((fullRenders.queue.busyMs - busyBefore) / 1000) * RENDER_MEMORY_GB,
          units: run.progress.units,
          apiRequests: apiRequests - apiBefore,
          s3: { write: s3Counter.counts.write - s3Before.write, read: s3Counter.counts.read - s3Before.read },
        };
      };
      const fullRuns = [];
      if (FULL_RUNS >= 1) fullRuns.push(await fullRun('cold: social cards drawn'));
      if (FULL_RUNS >= 2) fullRuns.push(await fullRun('again, cards drawn: what every deploy costs'));

      // One document changed: its own event renders its page and its folders, from the index of 10,000.
      const file = generatedDocuments(DOCUMENTS)[DOCUMENTS - 1]?.file ?? '';
      const { rebuildCollection } = await import('#lambdas/lib/content/collection-index-store.ts');
      const { contentEventFanOut } = await import('#lambdas/render/handler.ts');
      const defaults = { ...contentEventFanOut };
      const { objectCreatedEvent } = await import('#infra/local/events/event-delivery.ts');
      const indexKey = indexPath('tech-docs').replace(/^\//, '');
      const region = env.AWS_REGION ?? 'eu-west-1';
      let attempt = 0;
      // The rebuild's reads of 10,000 documents on connections of their own, none kept alive: with
      // the machine loaded (load average 15-18), a kept-alive socket the local S3 had closed
      // failed every try of the rebuild (ECONNRESET, "socket hang up") and ended the bench.
      const rebuildS3 = new S3Client({
        endpoint: services.env.S3_ENDPOINT ?? '',
        region: 'us-east-1',
        credentials: LOCAL_CREDENTIALS,
        forcePathStyle: true,
        requestChecksumCalculation: 'WHEN_REQUIRED',
        requestHandler: { httpAgent: new http.Agent({ keepAlive: false, maxSockets: 16 }) },
      });
      /** The content function's rebuild of the collection after the change, as its markdown event runs it. */
      const rebuildWithRetries = async () => {
        for (let tries = 1; ; tries++) {
          try {
            await rebuildCollection('tech-docs', { s3: rebuildS3, bucket: contentBucket }, [file]);
            break;
          } catch (error) {
            if (tries >= 4) throw error;
            console.log(`The collection's rebuild failed (${String(error)}): again`);
          }
        }
      };
      /** The change's two events, timed. */
      const timedChange = async () => {
        const index = await s3.send(new HeadObjectCommand({ Bucket: contentBucket, Key: indexKey }));
        // Its two events (in AWS each has an invocation of its own, side by side): the rendered
        // document's (its page and folders), and the index's write (the pages that show what
        // changed in it: here its date, on its page and its folder's). Here one after the other.
        const load = os.loadavg()[0] ?? 0;
        const document = await timedEvent(
          handler,
          objectCreatedEvent(region, contentBucket, { key: renderedDocumentKey('tech-docs', file) }) as never,
        );
        const indexEvent = await timedEvent(
          handler,
          objectCreatedEvent(region, contentBucket, { key: indexKey, 'version-id': index.VersionId }) as never,
        );
        return { load, document, index: indexEvent };
      };
      /** One change of the document, its title new: its two events timed, rendered in `way`. */
      const change = async (way: (typeof FAN_OUTS)[number]) => {
        contentEventFanOut.abovePages = way.abovePages ?? defaults.abovePages;
        contentEventFanOut.unitPages = way.unitPages ?? defaults.unitPages;
        attempt += 1;
        await s3.send(
          new PutObjectCommand({
            Bucket: contentBucket,
            Key: `${CONTENT_KEY_PREFIX}tech-docs/${file}`,
            Body: `# Changed ${attempt}\ndescription: Changed by the benchmark.\n\nNew text ${attempt}.\n`,
            ContentType: 'text/markdown; charset=utf-8',
          }),
        );
        // The content function's rebuild reads every document at once; on this busy machine the
        // local S3 now and then drops a kept-alive socket under it (ECONNRESET mid-body): again.
        // The abandoned attempt's other bodies then fail with no one reading them: an uncaught
        // error that ended the bench (load average 18); ignored while the rebuild is retried.
        const dropped = (error: Error & { code?: string }) => {
          if (error.code !== 'ECONNRESET') throw error;
          console.log(`A dropped read of the abandoned rebuild: ${error.message}`);
        };
        process.on('uncaughtException', dropped);
        try {
          await rebuildWithRetries();
        } finally {
          process.off('uncaughtException', dropped);
        }
        return timedChange();
      };
      // Without a full render before, the first change of each way draws the cards and loads the
      // workers' bundles: one change each first, not counted.
      if (FULL_RUNS === 0) for (const way of FAN_OUTS) await change(way);
      const series = FAN_OUTS.map((way) => ({
        label:
          way.label === 'default' ? `over ${defaults.abovePages} pages, units of ${defaults.unitPages}` : way.label,
        document: [] as TimedEvent[],
        index: [] as TimedEvent[],
        load: [] as number[],
      }));
      // The ways take turns, change after change, so that each meets the machine's load alike.
      for (let round = 0; round < CHANGE_RUNS; round++) {
        for (const [at, way] of FAN_OUTS.entries()) {
          const measured = series[at] as (typeof series)[number];
          const { load, document, index } = await change(way);
          measured.load.push(load);
          measured.document.push(document);
          measured.index.push(index);
        }
      }
      rebuildS3.destroy();
      contentEventFanOut.abovePages = defaults.abovePages;
      contentEventFanOut.unitPages = defaults.unitPages;
      const times = (list: number[]) => `${Math.round(median(list))} ms (${list.map(Math.round).join(', ')})`;
      const met = (ok: boolean) => (ok ? 'met' : 'MISSED');
      console.log(`\nFull render at scale: ${DOCUMENTS} generated documents, ${WORKERS} local worker processes`);
      console.table([
        ...fullRuns.flatMap((measured, at) => {
          const label = at === 0 ? 'cold, cards drawn' : 'again (a deploy), cards kept';
          const { pagesDone } = measured.run.progress;
          return [
            {
              measure: `full render, ${label} (plan + every unit)`,
              value: `${pagesDone} pages in ${measured.units} units, ${seconds(measured.totalMs)} (${measured.run.failedPages} failed)`,
              target: `≤ ${seconds(TARGETS.totalMs)}: ${met(measured.totalMs <= TARGETS.totalMs && measured.run.failedPages === 0)}`,
            },
            {
              measure: `pages per second, ${label}`,
              value: (pagesDone / (measured.totalMs / 1000)).toFixed(1),
              target: '',
            },
            {
              measure: `peak RSS per worker, after the ${at === 0 ? 'first' : 'second'} run`,
              value: `max ${mb(Math.max(...measured.peaks))}, median ${mb(median(measured.peaks))} (${measured.peaks.length} processes)`,
              target: `≤ ${TARGETS.rssMb} MB: ${met(Math.max(...measured.peaks) <= TARGETS.rssMb * 1024 * 1024)}`,
            },
            {
              measure: `S3 requests per page, ${label}`,
              value: `${(measured.s3.write / pagesDone).toFixed(2)} writes, ${(measured.s3.read / pagesDone).toFixed(2)} reads`,
              target: '',
            },
          ];
        }),
        // The pages are visible once the slower of the two events has stored its pages; the search
        // index is rebuilt after that, by each event (within it, or by its run's last unit).
        ...series.flatMap(({ label, document, index, load }) => {
          const changeMs = Math.max(median(document.map((e) => e.pagesMs)), median(index.map((e) => e.pagesMs)));
          const units = median(index.map((e) => e.units));
          return [
            {
              measure: `a document's change (${label}): its pages stored, by each of its two events (median)`,
              value:
                `document's ${times(document.map((e) => e.pagesMs))}; index's ${times(index.map((e) => e.pagesMs))}, ` +
                `${median(index.map((e) => e.pages))} pages${units ? ` in ${units} units` : ''}; ` +
                `load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}`,
              target: `≤ ${TARGETS.changeMs} ms: ${met(changeMs <= TARGETS.changeMs)}`,
            },
            {
              measure: `then the search index rebuilt (${label}; both events, median)`,
              value: times(document.map((e, at) => e.searchMs + (index[at]?.searchMs ?? 0))),
              target: '≤ 60 s after the change (search)',
            },
          ];
        }),
      ]);
      for (const [at, measured] of fullRuns.entries()) {
        const { gbSeconds, units } = measured;
        const lambdaCost = gbSeconds * PRICE.lambdaGbSecond + units * PRICE.lambdaRequest;
        const apiCost = measured.apiRequests * (PRICE.httpApiRequest + PRICE.lambdaRequest);
        // A unit: sent (in batches of ten), received and deleted by the event source.
        const sqsRequests = Math.ceil(units / 10) + 2 * units;
        const s3Cost = measured.s3.write * PRICE.s3Write + measured.s3.read * PRICE.s3Read;
        console.log(
          `AWS cost of the ${at === 0 ? 'first (cold)' : 'second (a deploy)'} run at list prices (render function ${RENDER_MEMORY_GB * 1024} MB)`,
        );
        console.table([
          {
            item: 'render function',
            quantity: `${gbSeconds.toFixed(0)} GB-s, ${units} invocations`,
            cost: dollars(lambdaCost),
          },
          {
            item: 'public API reads (HTTP API + endpoint function requests; their duration not counted)',
            quantity: `${measured.apiRequests} requests`,
            cost: dollars(apiCost),
          },
          {
            item: 'render queue (SQS)',
            quantity: `${sqsRequests} requests`,
            cost: dollars(sqsRequests * PRICE.sqsRequest),
          },
          { item: 'S3', quantity: `${measured.s3.write} writes, ${measured.s3.read} reads`, cost: dollars(s3Cost) },
          {
            item: 'total',
            quantity: '',
            cost: dollars(lambdaCost + apiCost + sqsRequests * PRICE.sqsRequest + s3Cost),
          },
        ]);
      }
    } finally {
      await fullRenders.stop();
      await s3Counter.close();
      await api.stop();
    }
  } finally {
    console.log = log;
    s3.destroy();
    await services.stop();
    restoreLogs();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await renderScaleTable();
