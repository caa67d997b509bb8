import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '#lambdas/analytics/handler.ts';
import { dynamodb } from '#lambdas/lib/db/client.ts';
import { PageViewCounter } from '#lambdas/lib/db/entities/page-view-counter.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

const DAY_MS = 86_400_000;
/** The UTC day `offset` days before today, `YYYY-MM-DD`. */
const daysAgo = (offset: number) => new Date(Date.now() - offset * DAY_MS).toISOString().slice(0, 10);

/** Views per path on days before today; the handler reads them through the by-day index. */
const seeded: Array<[offset: number, path: string, views: number]> = [
  [0, '/', 5],
  [0, '/posts', 3],
  [0, '/about', 1],
  [1, '/', 2],
  [1, '/posts', 4],
  ...Array.from({ length: 11 }, (_, index): [number, string, number] => [
    2,
    `/guide/${String(index + 1).padStart(2, '0')}`,
    2,
  ]),
  [3, '/tech-docs', 7],
  [29, '/edge-of-30', 1],
  [30, '/outside-30', 100],
  [89, '/edge-of-90', 1],
  [90, '/outside-90', 100],
];

let admin: Record<string, string>;

beforeAll(async () => {
  admin = (await signedInAs('Admin')).headers;
  for (const [offset, path, views] of seeded) {
    await PageViewCounter.upsert({ path, day: daysAgo(offset) })
      .add({ views })
      .go();
  }
});

const summary = (query = '') => invoke(handler, 'GET', `/api/analytics/summary${query}`, { headers: admin });

/** The DynamoDB commands the handler sends, by name (e.g. QueryCommand). */
const commandsSent: string[] = [];
dynamodb.middlewareStack.add(
  (next, context) => (args) => {
    commandsSent.push(context.commandName ?? 'unknown');
    return next(args);
  },
  { step: 'initialize', name: 'countCommandsForTest' },
);
afterEach(() => {
  commandsSent.length = 0;
});

describe('GET /api/analytics/summary', () => {
  it('sums the views of every path per day over the last 30 days, oldest first, days without views as 0', async () => {
    const answer = await summary();
    expect(answer.statusCode).toBe(200);
    expect(answer.json).toMatchObject({ days: 30, from: daysAgo(29), to: daysAgo(0), totalViews: 45 });
    const { daily } = answer.json as { daily: Array<{ day: string; views: number }> };
    expect(daily.map((entry) => entry.day)).toEqual(Array.from({ length: 30 }, (_, index) => daysAgo(29 - index)));
    const viewsOn = (offset: number) => daily.find((entry) => entry.day === daysAgo(offset))?.views;
    expect([viewsOn(0), viewsOn(1), viewsOn(2), viewsOn(3), viewsOn(4), viewsOn(29)]).toEqual([9, 6, 22, 7, 0, 1]);
  });

  it('lists the ten most viewed paths of the period, most views first and ties by path', async () => {
    const answer = await summary();
    expect(answer.json.topPaths).toEqual([
      { path: '/', views: 7 },
      { path: '/posts', views: 7 },
      { path: '/tech-docs', views: 7 },
      ...['01', '02', '03', '04', '05', '06', '07'].map((page) => ({ path: `/guide/${page}`, views: 2 })),
    ]);
  });

  it('covers exactly the days asked for, from today only (days=1) to 90 days', async () => {
    const today = await summary('?days=1');
    expect(today.json).toMatchObject({ days: 1, from: daysAgo(0), to: daysAgo(0), totalViews: 9 });
    expect(today.json.daily).toEqual([{ day: daysAgo(0), views: 9 }]);
    expect(today.json.topPaths).toEqual([
      { path: '/', views: 5 },
      { path: '/posts', views: 3 },
      { path: '/about', views: 1 },
    ]);

    const quarter = await summary('?days=90');
    expect(quarter.json).toMatchObject({ days: 90, from: daysAgo(89), totalViews: 146 });
    expect(quarter.json.daily).toHaveLength(90);
    expect(quarter.json.topPaths[0]).toEqual({ path: '/outside-30', views: 100 });
    expect(quarter.json.topPaths.map((entry: { path: string }) => entry.path)).not.toContain('/outside-90');
  });

  it('answers with one Query per day on the by-day index and never scans', async () => {
    await summary('?days=7');
    expect(commandsSent.filter((name) => name !== 'GetItemCommand')).toEqual(Array(7).fill('QueryCommand'));
  });

  it('includes a page view recorded a moment ago', async () => {
    const before = (await summary('?days=1')).json.totalViews as number;
    const view = await invoke(handler, 'POST', '/api/analytics/pageview', { body: { path: '/about' } });
    expect(view.statusCode).toBe(200);
    const after = await summary('?days=1');
    expect(after.json.totalViews).toBe(before + 1);
    expect(after.json.topPaths).toContainEqual({ path: '/about', views: 2 });
  });

  it.each([
    ['0', 'below the range'],
    ['91', 'above the range'],
    ['-5', 'negative'],
    ['7.5', 'not whole'],
    ['abc', 'not a number'],
    ['', 'empty'],
    ['30,7', 'given twice (API Gateway joins repeated keys)'],
    ['1e1', 'in exponent notation'],
  ])('refuses days=%s (%s) with 400 and a clear message', async (days) => {
    const answer = await summary(`?days=${encodeURIComponent(days)}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('days: days must be a whole number from 1 to 90');
  });

  it('asks anonymous callers to sign in and refuses signed-in users who are not admins', async () => {
    expect((await invoke(handler, 'GET', '/api/analytics/summary')).statusCode).toBe(401);
    for (const role of ['User', 'Editor'] as const) {
      const { headers } = await signedInAs(role);
      const answer = await invoke(handler, 'GET', '/api/analytics/summary', { headers });
      expect(answer.statusCode).toBe(403);
      expect(answer.json.message).toBe('Access denied');
    }
  });
});
