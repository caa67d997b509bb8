import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler } from '#lambdas/analytics/handler.ts';
import { PageViewCounter } from '#lambdas/lib/db/entities/page-view-counter.ts';
import { invoke } from '../../support/invoke';

const today = () => new Date().toISOString().slice(0, 10);
const uniquePath = () => `/test/${randomUUID()}`;
const sessionId = () => `s${randomUUID().replaceAll('-', '')}`;

async function totalVisitors(): Promise<number> {
  const response = await invoke(handler, 'GET', '/api/visitor/stats');
  expect(response.statusCode).toBe(200);
  return response.json.totalVisitors;
}

/** Every view stored today, over all paths: one query on the by-day index. */
async function viewsStoredToday(): Promise<number> {
  const { data } = await PageViewCounter.query.byDay({ day: today() }).go({ pages: 'all' });
  return data.reduce((sum, item) => sum + (item.views ?? 0), 0);
}

async function storedViews(path: string): Promise<number | undefined> {
  const { data } = await PageViewCounter.get({ path, day: today() }).go();
  return data?.views;
}

describe('POST /api/analytics/pageview', () => {
  it('counts views per path per day', async () => {
    const path = uniquePath();
    const first = await invoke(handler, 'POST', '/api/analytics/pageview', { body: { path } });
    const second = await invoke(handler, 'POST', '/api/analytics/pageview', { body: { path } });
    expect(first.statusCode).toBe(200);
    expect(first.json).toMatchObject({ path, day: today(), views: 1, newVisitor: false });
    expect(second.json.views).toBe(2);
    expect(await storedViews(path)).toBe(2);
  });

  it('counts a new session as one visitor, and the same session again as none', async () => {
    const before = await totalVisitors();
    const session = sessionId();
    const first = await invoke(handler, 'POST', '/api/analytics/pageview', { body: { path: '/', sessionId: session } });
    const again = await invoke(handler, 'POST', '/api/analytics/pageview', {
      body: { path: '/about', sessionId: session },
    });
    expect(first.json.newVisitor).toBe(true);
    expect(again.json.newVisitor).toBe(false);
    expect(await totalVisitors()).toBe(before + 1);
  });

  it('loses no view and counts no visitor twice under concurrent requests', async () => {
    const path = uniquePath();
    const session = sessionId();
    const before = await totalVisitors();
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        invoke(handler, 'POST', '/api/analytics/pageview', { body: { path, sessionId: session } }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses.filter((response) => response.json.newVisitor)).toHaveLength(1);
    expect(await storedViews(path)).toBe(40);
    expect(await totalVisitors()).toBe(before + 1);
  });

  it.each([
    ['a missing body', undefined, 400, 'Request body is required'],
    ['a path that is not absolute', { path: 'home' }, 400, 'path: path must start with /'],
    ['an empty path', { path: '   ' }, 400, 'path: path is required'],
    ['an oversize path', { path: `/${'a'.repeat(600)}` }, 400, 'path: path must be at most 512 characters'],
    ['a path of the wrong type', { path: 42 }, 400, 'path: path must be a string'],
    ['a body that is not an object', '[1, 2]', 400, 'body: Expected object'],
    [
      'a malformed session id',
      { path: '/', sessionId: 'short' },
      400,
      'sessionId: sessionId must be at least 8 characters',
    ],
    ['an unknown field', { path: '/', admin: true }, 400, 'admin: Unknown field'],
    ['malformed JSON', '{"path": "/', 422, 'Invalid or malformed JSON was provided'],
  ])('refuses %s with a clear message and writes nothing', async (_case, body, status, message) => {
    const [visitorsBefore, viewsBefore] = [await totalVisitors(), await viewsStoredToday()];
    const response = await invoke(handler, 'POST', '/api/analytics/pageview', { body });
    expect(response.statusCode).toBe(status);
    expect(response.json.message).toBe(message);
    expect(await totalVisitors()).toBe(visitorsBefore);
    expect(await viewsStoredToday()).toBe(viewsBefore);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await invoke(handler, 'POST', '/api/analytics/pageview', {
      body: 'path=/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json).toEqual({ message: 'Unsupported Media Type' });
  });
});

describe('GET /api/visitor/stats', () => {
  it('answers the total number of visitors as { totalVisitors }', async () => {
    const response = await invoke(handler, 'GET', '/api/visitor/stats');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json)).toEqual(['totalVisitors']);
    expect(Number.isInteger(response.json.totalVisitors)).toBe(true);
  });
});

describe('page paths and DynamoDB key sizes', () => {
  it('counts the path limit in UTF-8 bytes, since the path is part of two index keys', async () => {
    const emoji = `/${'😀'.repeat(200)}`;
    const answer = await invoke(handler, 'POST', '/api/analytics/pageview', { body: { path: emoji } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('path: path must be at most 512 bytes');
  });
});
