/**
 * `npm run bench -- --only=page-views`: what one public page view costs, counted on a local stack
 * of its own. Visitors (a fresh Chromium context each, consent accepted so page views are recorded)
 * open a document, a post and home, and each page lets the connection indicator ask `/api/health`
 * once. Counted per page view: requests the preview server answered (CloudFront requests) and
 * their bytes, API requests that reached the local gateway (one Lambda invocation each) and their
 * time, DynamoDB requests by operation, S3 requests by kind; then the monthly cost of 100,000 and
 * 1,000,000 page views at the prices of unit-prices.ts. docs/cost.md explains the figures.
 * Runs in a process of its own (the handler modules keep the endpoints they were first loaded with).
 */
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { REPO_ROOT } from '#infra/bundling.ts';
import { startApiAndSite, startBackingServices } from '#infra/local/stack.ts';
import { launchChromium } from '#test/support/chromium.ts';
import { buildSite } from '#test/support/site-build.ts';
import { type CountingProxy, startCountingProxy } from './counting-proxy';
import { type MeteredUnit, monthlyCost, PRICES_AS_OF } from './unit-prices';
import { quietHandlerLogs } from './web-quality/quiet-handler-logs';
import { firstPublishedPost, freePort } from './web-quality/site';

/** Visitors; each opens the three pages, so page views = 3 × this. */
const VISITORS = Number(process.env.BENCH_VISITORS ?? 3);
const DOCUMENT_PATH = '/tech-docs/aws/cloudfront/origin-access-control';
const HEALTH_PATH = '/api/health';
/** The indicator asks at load and then every 30 s: a page waits at most this long for its first ask. */
const HEALTH_WAIT_MS = 35_000;
/** The endpoint functions' memory (infra/constructs/endpoint-function.ts), for GB-seconds. */
const FUNCTION_GB = 0.5;
const OUT_DIR = path.join(REPO_ROOT, '.cache', 'bench-page-views');
/**
 * The local stand-ins of S3 event notifications and of the stream's event source poll DynamoDB
 * Local and the local S3 all the time, which AWS does not bill per request: their requests in a
 * window without visitors are counted first and taken off, in proportion to the visits' duration.
 */
const BACKGROUND_MS = 20_000;

const READS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);
const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);

/** `read GetItem`, `write PutItem`; the stream's and the table's own calls are named apart (not per page view in AWS). */
function dynamoDbRequest(request: IncomingMessage): string {
  const [service = '', operation = ''] = String(request.headers['x-amz-target'] ?? '').split('.');
  if (service.startsWith('DynamoDBStreams')) return `stream ${operation}`;
  if (READS.has(operation)) return `read ${operation}`;
  if (WRITES.has(operation)) return `write ${operation}`;
  return `control ${operation}`;
}

/** `get <bucket>` for an object read, `list <bucket>` and `put <bucket>` (PUT, POST, DELETE) otherwise. */
function s3Request(request: IncomingMessage): string {
  const url = new URL(request.url ?? '/', 'http://s3');
  const [bucket = '', ...key] = url.pathname.slice(1).split('/');
  const reads = request.method === 'GET' || request.method === 'HEAD';
  if (reads && (key.join('/') === '' || url.searchParams.has('list-type') || url.searchParams.has('versions'))) {
    return `list ${bucket}`;
  }
  return `${reads ? 'get' : 'put'} ${bucket}`;
}

const apiRequest = (request: IncomingMessage) =>
  `${request.method} ${new URL(request.url ?? '/', 'http://api').pathname}`;

/** `counts` less `background` scaled by `ratio`, never below zero. */
function withoutBackground(counts: Map<string, number>, background: Map<string, number>, ratio: number) {
  const left = new Map<string, number>();
  for (const [name, count] of counts) left.set(name, Math.max(0, count - (background.get(name) ?? 0) * ratio));
  return left;
}

const sumWhere = (counts: Map<string, number>, test: (name: string) => boolean) =>
  [...counts].reduce((sum, [name, count]) => sum + (test(name) ? count : 0), 0);

interface BrowserCounts {
  requests: number;
  bytes: number;
  healthRequests: number;
}

/**
 * Counts the requests of `page` that left the browser for `origin` (not answered from its cache),
 * their bytes on the wire, and those to `/api/health`.
 */
async function watchRequests(context: BrowserContext, page: Page, origin: string, counts: BrowserCounts) {
  const session = await context.newCDPSession(page);
  const sent = new Set<string>();
  const onSite = (url: string) => url.startsWith(origin);
  const count = (url: string) => {
    counts.requests += 1;
    if (new URL(url).pathname === HEALTH_PATH) counts.healthRequests += 1;
  };
  session.on('Network.requestWillBeSent', (event) => {
    // A redirect answered by the site was a request of its own.
    if (event.redirectResponse && onSite(event.redirectResponse.url)) count(event.redirectResponse.url);
  });
  session.on('Network.responseReceived', (event) => {
    const { response } = event;
    if (!onSite(response.url) || response.fromDiskCache || response.fromServiceWorker || response.fromPrefetchCache) {
      return;
    }
    sent.add(event.requestId);
    count(response.url);
  });
  session.on('Network.loadingFinished', (event) => {
    if (sent.has(event.requestId)) counts.bytes += event.encodedDataLength;
  });
  await session.send('Network.enable');
}

/** Opens `url` and waits until the page has asked `/api/health` once (or the indicator's interval passed). */
async function viewPage(page: Page, url: string): Promise<void> {
  const health = page
    .waitForRequest((request) => new URL(request.url()).pathname === HEALTH_PATH, { timeout: HEALTH_WAIT_MS })
    .catch(() => undefined);
  await page.goto(url, { waitUntil: 'networkidle' });
  await health;
  await page.waitForLoadState('networkidle');
}

/** A first visit that accepts every consent category: the stored consent of a visitor who counts. */
async function acceptedConsent(siteUrl: string) {
  const browser = await launchChromium();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${siteUrl}/`);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept All' }).click();
  await banner.waitFor({ state: 'detached' });
  const state = await context.storageState();
  return { browser, state };
}

const perView = (count: number, views: number) => count / views;
const usd = (value: number) => `$${value < 0.01 && value > 0 ? value.toFixed(4) : value.toFixed(2)}`;

interface Counted {
  api: CountingProxy;
  /** DynamoDB and S3 requests by name, the background taken off. */
  dynamodb: Map<string, number>;
  s3: Map<string, number>;
}

function report(views: number, browserCounts: BrowserCounts, counted: Counted) {
  const invocations = sumWhere(counted.api.counts, () => true);
  const healthInvocations = counted.api.counts.get(`GET ${HEALTH_PATH}`) ?? 0;
  const gbSeconds =
    ([...counted.api.durationsMs.values()].flat().reduce((sum, ms) => sum + Math.max(1, Math.ceil(ms)), 0) / 1000) *
    FUNCTION_GB;
  const reads = sumWhere(counted.dynamodb, (name) => name.startsWith('read '));
  const writes = sumWhere(counted.dynamodb, (name) => name.startsWith('write '));
  const s3Gets = sumWhere(counted.s3, (name) => name.startsWith('get '));
  // Only the local pollers list buckets; what is left of theirs after the background is noise.
  const s3Puts = sumWhere(counted.s3, (name) => name.startsWith('put '));

  console.log(`\nPer page view, over ${views} page views (${VISITORS} visitors × document, post, home)`);
  console.table([
    { counted: 'CloudFront requests (answered by the preview)', perView: perView(browserCounts.requests, views) },
    { counted: 'CloudFront bytes out (KB)', perView: perView(browserCounts.bytes / 1024, views) },
    {
      counted: 'Lambda invocations = API requests (with the 30 s /api/health edge cache)',
      perView: perView(invocations, views),
    },
    {
      counted: 'Lambda invocations without the /api/health edge cache',
      perView: perView(invocations - healthInvocations + browserCounts.healthRequests, views),
    },
    { counted: 'Lambda GB-seconds (local wall time × 0.5 GB)', perView: perView(gbSeconds, views) },
    { counted: 'DynamoDB read requests', perView: perView(reads, views) },
    { counted: 'DynamoDB write requests', perView: perView(writes, views) },
    { counted: 'S3 GET requests (every CloudFront request an origin fetch)', perView: perView(s3Gets, views) },
    { counted: 'S3 PUT, POST and DELETE requests', perView: perView(s3Puts, views) },
  ]);
  const byName = (counts: Map<string, number>) =>
    Object.fromEntries(
      [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([name, n]) => [name, Math.round(n * 10) / 10]),
    );
  console.log('API requests by route:', byName(counted.api.counts));
  console.log('DynamoDB requests by operation, background taken off (stream and control calls are not billed so):');
  console.log(byName(counted.dynamodb));
  console.log('S3 requests by kind and bucket, background taken off:', byName(counted.s3));

  const units: Record<MeteredUnit, number> = {
    cloudFrontRequest: perView(browserCounts.requests, views),
    cloudFrontGb: perView(browserCounts.bytes / 1024 ** 3, views),
    apiRequest: perView(invocations, views),
    lambdaRequest: perView(invocations, views),
    lambdaGbSecond: perView(gbSeconds, views),
    dynamoDbRead: perView(reads, views),
    dynamoDbWrite: perView(writes, views),
    s3Get: perView(s3Gets, views),
    s3Put: perView(s3Puts, views),
  };
  console.log(`\nMonthly cost of page views (${PRICES_AS_OF}; one request unit per DynamoDB request)`);
  console.table(
    [100_000, 1_000_000].map((monthly) => {
      const { list, afterFree } = monthlyCost(units, monthly);
      return { 'page views a month': monthly, 'list price': usd(list), 'after the always-free tiers': usd(afterFree) };
    }),
  );
}

async function main() {
  // The handlers log a JSON line per request and per rendered page: kept out of the report.
  const restoreLogs = quietHandlerLogs();
  const stops: Array<() => Promise<unknown>> = [async () => restoreLogs()];
  try {
    const services = await startBackingServices({ ports: { dynamodb: 0, s3: 0, ses: 0, api: 0, web: 0 } });
    stops.push(services.stop);
    const dynamodb = await startCountingProxy(services.env.DYNAMODB_ENDPOINT ?? '', dynamoDbRequest);
    stops.push(dynamodb.stop);
    const s3 = await startCountingProxy(services.env.S3_ENDPOINT ?? '', s3Request);
    stops.push(s3.stop);
    const env = { ...services.env, DYNAMODB_ENDPOINT: dynamodb.url, S3_ENDPOINT: s3.url };
    const api = await startApiAndSite({ env, ports: { api: 0, web: 0 }, web: false, demoAccounts: true });
    stops.push(api.stop);
    const gatewayUrl = new URL(api.apiUrl);
    const gateway = await startCountingProxy(gatewayUrl.origin, apiRequest);
    stops.push(gateway.stop);
    const port = await freePort();
    const build = await buildSite(OUT_DIR, `http://localhost:${port}`);
    const { startPreview } = await import('#infra/local/preview/preview-stack.ts');
    const preview = await startPreview({
      port,
      env,
      apiUrl: `${gateway.url}${gatewayUrl.pathname}`,
      distDir: build.distDir,
      bundleFile: build.bundleFile,
      siteBucket: 'page-view-cost-site',
      log: () => undefined,
    });
    stops.push(preview.stop);
    const pages = [DOCUMENT_PATH, await firstPublishedPost(api.apiUrl), '/'];

    const { browser, state } = await acceptedConsent(preview.url);
    stops.push(() => browser.close());
    for (const proxy of [dynamodb, s3, gateway]) proxy.reset();
    await new Promise((resolve) => setTimeout(resolve, BACKGROUND_MS));
    const background = { dynamodb: new Map(dynamodb.counts), s3: new Map(s3.counts) };
    for (const proxy of [dynamodb, s3, gateway]) proxy.reset();
    const started = performance.now();
    const browserCounts: BrowserCounts = { requests: 0, bytes: 0, healthRequests: 0 };
    const origin = new URL(preview.url).origin;
    for (let visitor = 0; visitor < VISITORS; visitor++) {
      const context = await browser.newContext({ storageState: state });
      const page = await context.newPage();
      await watchRequests(context, page, origin, browserCounts);
      for (const pathname of pages) await viewPage(page, `${preview.url}${pathname}`);
      await context.close();
    }
    const ratio = (performance.now() - started) / BACKGROUND_MS;
    console.log(
      `\nBackground in ${BACKGROUND_MS / 1000} s without visitors (taken off × ${ratio.toFixed(2)}):`,
      Object.fromEntries([...background.dynamodb, ...background.s3]),
    );
    report(VISITORS * pages.length, browserCounts, {
      api: gateway,
      dynamodb: withoutBackground(dynamodb.counts, background.dynamodb, ratio),
      s3: withoutBackground(s3.counts, background.s3, ratio),
    });
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.error(error));
  }
}

await main();
