import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type LocalGateway, startGateway } from '#infra/local/gateway/server.ts';
import { type PreviewServer, startPreviewServer } from '#infra/local/preview/preview-server.ts';
import { localS3Client } from '#infra/local/s3/s3-local.ts';
import { claimPort } from '#infra/local/services/ports.ts';
import { handler as dashboardHandler } from '#lambdas/dashboard/handler.ts';
import { handler as healthHandler } from '#lambdas/health/handler.ts';
import { HEALTH_CACHE_CONTROL, HEALTH_EDGE_CACHE_SECONDS } from '#shared/constants.ts';
import { routes } from '#shared/routes.ts';
import { signedInAs } from '#test/support/accounts.ts';

const env = inject('localEnv');
/** Every request that reached the API (the origin), as `METHOD /path status`. */
const originCalls: string[] = [];
let gateway: LocalGateway;
let preview: PreviewServer;

beforeAll(async () => {
  gateway = await startGateway({
    port: await claimPort('api', 0),
    routes: routes.filter((route) => route.group === 'health' || route.group === 'dashboard'),
    handlers: new Map([
      ['health', healthHandler],
      ['dashboard', dashboardHandler],
    ]),
    corsOrigins: [],
    log: (line) => originCalls.push(line),
  });
  const bucket = `health-edge-${randomUUID().slice(0, 8)}`;
  preview = await startPreviewServer({
    port: 0,
    s3: localS3Client(env.S3_ENDPOINT ?? ''),
    siteBucket: bucket,
    contentBucket: bucket,
    mediaBucket: bucket,
    apiUrl: gateway.url,
  });
}, 60_000);
afterAll(async () => {
  await preview?.stop();
  await gateway?.stop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const healthCalls = () => originCalls.filter((line) => line.startsWith('GET /api/health ')).length;
const askMany = (count: number, init?: RequestInit) =>
  Promise.all(Array.from({ length: count }, () => fetch(`${preview.url}/api/health?tab=${randomUUID()}`, init)));

describe('the preview answering GET /api/health as CloudFront does', () => {
  it('asks the API once per 30 s however many tabs poll, whatever they send', async () => {
    const before = healthCalls();
    const first = await askMany(40, { headers: { cookie: 'a=b', authorization: 'Bearer x' } });
    expect(first.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const report = await first[0]?.json();
    expect(report).toMatchObject({ status: 'healthy' });
    expect(first[0]?.headers.get('cache-control')).toBe(HEALTH_CACHE_CONTROL);
    const later = await askMany(20);
    expect(await later[19]?.json()).toEqual(report);
    expect(later.every((answer) => answer.headers.get('x-cache') === 'Hit from cloudfront')).toBe(true);
    expect(healthCalls() - before).toBe(1);

    // Once the answer is 30 s old, the next poll asks the API again, and that answer is kept as long.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + HEALTH_EDGE_CACHE_SECONDS * 1000);
    const [newer, ...others] = await askMany(20);
    expect([newer, ...others].map((answer) => answer?.status)).toEqual(Array(20).fill(200));
    expect((await newer?.json())?.timestamp).not.toBe(report.timestamp);
    expect(healthCalls() - before).toBe(2);
  });

  it("leaves the admins' check uncached: each request reaches the API, and a visitor is refused", async () => {
    const admin = await signedInAs('Admin');
    const adminCalls = () => originCalls.filter((line) => line.startsWith('GET /api/admin/health ')).length;
    const before = adminCalls();
    for (const _round of [1, 2, 3]) {
      const answer = await fetch(`${preview.url}/api/admin/health`, { headers: admin.headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(adminCalls() - before).toBe(3);
    expect((await fetch(`${preview.url}/api/admin/health`)).status).toBe(401);
  });

  it('refuses other methods on /api/health, as the behaviour allows only GET and HEAD', async () => {
    expect((await fetch(`${preview.url}/api/health`, { method: 'POST' })).status).toBe(403);
  });
});
