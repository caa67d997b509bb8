import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type S3Local, startS3Local } from '#infra/local/s3/s3-local.ts';
import { type DynamoDbLocal, startDynamoDbLocal } from '#infra/local/services/dynamodb-local.ts';
import { claimPort } from '#infra/local/services/ports.ts';
import { CONSENT_VERSION } from '#shared/consent.ts';
import { type InvokeResult, invoke } from '../support/invoke';
import { ensureTestTable } from '../support/test-table';

/**
 * Real outages, bounded in time: this file starts its own DynamoDB Local and s3rver (pausing the
 * run's shared ones would stall every other test file) and freezes them with SIGSTOP, as a
 * dependency that stops answering would. The handlers must answer 503 with Retry-After themselves,
 * within the SDK time budget (lib/aws/time-budget.ts), not the generic 500 at the function timeout.
 */
const WITHIN_BUDGET_MS = 7_000;
const BUCKET = 'outage-content';

let dynamo: DynamoDbLocal;
let s3: S3Local;
let s3Directory: string;
let blog: typeof import('#lambdas/blog/handler.ts').handler;
let health: typeof import('#lambdas/health/handler.ts').handler;
let analytics: typeof import('#lambdas/analytics/handler.ts').handler;
let privacy: typeof import('#lambdas/privacy/handler.ts').handler;
let forgetDependencyChecks: () => void;
let editorHeaders: Record<string, string>;
let topicId: string;

const pause = (service: { child: { process: { pid?: number } } }) =>
  process.kill(service.child.process.pid ?? 0, 'SIGSTOP');
const resume = (service: { child: { process: { pid?: number } } }) =>
  process.kill(service.child.process.pid ?? 0, 'SIGCONT');

async function timed(run: () => Promise<InvokeResult>): Promise<InvokeResult & { elapsedMs: number }> {
  const started = performance.now();
  const answer = await run();
  return { ...answer, elapsedMs: performance.now() - started };
}

beforeAll(async () => {
  const [dynamoPort, s3Port] = [await claimPort('dynamodb', 0), await claimPort('s3', 0)];
  s3Directory = mkdtempSync(path.join(tmpdir(), 'outage-s3-'));
  [dynamo, s3] = await Promise.all([
    startDynamoDbLocal({ port: dynamoPort }),
    startS3Local({ port: s3Port, directory: s3Directory, buckets: [BUCKET] }),
  ]);
  Object.assign(process.env, { DYNAMODB_ENDPOINT: dynamo.endpoint, S3_ENDPOINT: s3.endpoint, CONTENT_BUCKET: BUCKET });
  await ensureTestTable(dynamo.endpoint, process.env.AWS_REGION, process.env.TABLE_NAME ?? '');

  // Handler modules read their endpoints when imported: import them afresh, bound to this file's services.
  vi.resetModules();
  blog = (await import('#lambdas/blog/handler.ts')).handler;
  health = (await import('#lambdas/health/handler.ts')).handler;
  analytics = (await import('#lambdas/analytics/handler.ts')).handler;
  privacy = (await import('#lambdas/privacy/handler.ts')).handler;
  ({ forgetDependencyChecks } = await import('#lambdas/lib/health/dependency-checks.ts'));
  const { signedInAs } = await import('../support/accounts');
  editorHeaders = (await signedInAs('Editor')).headers;
  const topic = await invoke(blog, 'POST', '/api/topics', { headers: editorHeaders, body: { name: 'Outages' } });
  expect(topic.statusCode).toBe(201);
  topicId = topic.json.id;
}, 90_000);

afterAll(async () => {
  for (const service of [dynamo, s3]) if (service) resume(service);
  await Promise.all([dynamo?.child.stop(), s3?.child.stop()]);
  if (s3Directory) rmSync(s3Directory, { recursive: true, force: true });
});

describe('a dependency that stops answering', { timeout: 30_000 }, () => {
  it('DynamoDB paused: a read and writes answer 503 with Retry-After within the budget, and it recovers', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pause(dynamo);
    try {
      // A signed-in create stalls on reading the session; a public page view on its own write.
      const [read, create, pageView] = await Promise.all([
        timed(() => invoke(blog, 'GET', '/api/posts/published')),
        timed(() =>
          invoke(blog, 'POST', '/api/posts', {
            headers: editorHeaders,
            body: { title: 'Written during an outage', summary: 's', body: 'b', status: 'published', topicId },
          }),
        ),
        timed(() => invoke(analytics, 'POST', '/api/analytics/pageview', { body: { path: '/during-an-outage' } })),
      ]);
      for (const answer of [read, create, pageView]) {
        expect(answer.statusCode).toBe(503);
        expect(answer.headers['retry-after']).toMatch(/^\d+$/);
        expect(answer.elapsedMs).toBeLessThan(WITHIN_BUDGET_MS);
      }
      expect(read.json).toEqual({ message: 'The service is temporarily unavailable. Try again in a few seconds.' });
      // The create may have reached DynamoDB before it went quiet: the answer does not say it failed.
      expect(create.json.message).toMatch(/Check whether your change was saved/);
      expect(pageView.json.message).toBe(create.json.message);
      const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines).toContainEqual(
        expect.objectContaining({ message: 'Dependency unavailable', dependency: 'dynamodb', reason: 'TimeoutError' }),
      );
    } finally {
      resume(dynamo);
      logged.mockRestore();
    }
    const after = await invoke(blog, 'GET', '/api/posts/published');
    expect(after.statusCode).toBe(200);
  });

  it('DynamoDB paused: a create with an Idempotency-Key answers 503, and its retry with the key saves it once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const now = new Date().toISOString();
    const consent = {
      sessionId: `c${crypto.randomUUID().replaceAll('-', '')}`,
      decisions: [{ categoryId: 'necessary', status: 'accepted', timestamp: now, version: CONSENT_VERSION }],
      lastUpdated: now,
      version: CONSENT_VERSION,
    };
    const save = () =>
      invoke(privacy, 'POST', '/api/consent', { body: consent, headers: { 'Idempotency-Key': consent.sessionId } });
    pause(dynamo);
    let during: Awaited<ReturnType<typeof timed>>;
    try {
      during = await timed(save);
    } finally {
      resume(dynamo);
      logged.mockRestore();
    }
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toMatch(/^\d+$/);
    expect(during.elapsedMs).toBeLessThan(WITHIN_BUDGET_MS);
    // The key's record may have reached DynamoDB before it went quiet: until its in-progress time
    // (the function's remaining time) is up, a retry is told 409; then the retry saves it.
    let retry = await save();
    for (let waited = 0; retry.statusCode === 409 && waited < 15_000; waited += 1_000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      retry = await save();
    }
    expect(retry.statusCode).toBe(201);
    expect((await save()).json).toEqual(retry.json);
  });

  it('S3 paused: GET /api/health answers 503 naming content-bucket within the budget, then 200 again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    forgetDependencyChecks();
    pause(s3);
    let answer: Awaited<ReturnType<typeof timed>>;
    try {
      answer = await timed(() => invoke(health, 'GET', '/api/health'));
    } finally {
      resume(s3);
      vi.restoreAllMocks();
    }
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    expect(answer.elapsedMs).toBeLessThan(WITHIN_BUDGET_MS);
    expect(answer.json).toMatchObject({ status: 'unhealthy', error: 'Unavailable: content-bucket' });
    expect(answer.json.dependencies).toEqual([
      expect.objectContaining({ name: 'dynamodb', status: 'healthy' }),
      expect.objectContaining({ name: 'content-bucket', status: 'unhealthy' }),
    ]);

    forgetDependencyChecks();
    expect((await invoke(health, 'GET', '/api/health')).statusCode).toBe(200);
  });
});
