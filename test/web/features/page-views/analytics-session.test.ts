import { describe, expect, it } from 'vitest';
import { ANALYTICS_SESSION_IDLE_MS } from '#shared/constants.ts';
import { pageViewSchema } from '#shared/validation/analytics.ts';
import {
  createSessionId,
  nextAnalyticsSession,
  parseStoredSession,
} from '#web/features/page-views/lib/analytics-session.ts';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const constant = (value: number) => () => value;

function sequence(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

describe('createSessionId', () => {
  it('joins the time in base 36 and a random part', () => {
    const id = createSessionId(NOW, constant(0));
    expect(id).toBe(`${NOW.toString(36)}-0000000000000000`);
  });

  it('is accepted by the server schema for every kind of random source', () => {
    for (const random of [constant(0), constant(0.5), constant(0.999999), constant(1), Math.random]) {
      const sessionId = createSessionId(NOW, random);
      expect(pageViewSchema.safeParse({ path: '/', sessionId }).success).toBe(true);
    }
  });

  it('differs between two visitors starting in the same millisecond', () => {
    expect(createSessionId(NOW, Math.random)).not.toBe(createSessionId(NOW, Math.random));
  });
});

describe('nextAnalyticsSession', () => {
  const stored = (id: string, lastSeen: number) => JSON.stringify({ id, lastSeen });

  it('starts a session when none is stored', () => {
    const { session, started } = nextAnalyticsSession({ now: NOW, stored: null, random: Math.random });
    expect(started).toBe(true);
    expect(session.lastSeen).toBe(NOW);
    expect(pageViewSchema.safeParse({ path: '/', sessionId: session.id }).success).toBe(true);
  });

  it('keeps the stored id and moves lastSeen forward within the idle limit', () => {
    const previous = stored('m3k1x9zq-abcdefabcdefabcd', NOW - ANALYTICS_SESSION_IDLE_MS);
    const { session, started } = nextAnalyticsSession({ now: NOW, stored: previous, random: Math.random });
    expect(started).toBe(false);
    expect(session).toEqual({ id: 'm3k1x9zq-abcdefabcdefabcd', lastSeen: NOW });
  });

  it('rotates the id after the session sat idle longer than the limit', () => {
    const previous = stored('m3k1x9zq-abcdefabcdefabcd', NOW - ANALYTICS_SESSION_IDLE_MS - 1);
    const { session, started } = nextAnalyticsSession({ now: NOW, stored: previous, random: sequence(0.1, 0.7) });
    expect(started).toBe(true);
    expect(session.id).not.toBe('m3k1x9zq-abcdefabcdefabcd');
    expect(session.id.startsWith(`${NOW.toString(36)}-`)).toBe(true);
    expect(session.lastSeen).toBe(NOW);
  });

  it('honours a custom idle limit', () => {
    const previous = stored('m3k1x9zq-abcdefabcdefabcd', NOW - 1001);
    expect(nextAnalyticsSession({ now: NOW, stored: previous, random: Math.random, idleMs: 1000 }).started).toBe(true);
    expect(nextAnalyticsSession({ now: NOW, stored: previous, random: Math.random, idleMs: 5000 }).started).toBe(false);
  });

  it('replaces a stored value the server would reject or that is not a session', () => {
    for (const bad of [
      'not json',
      'null',
      stored('short', NOW),
      stored('has spaces in it', NOW),
      stored('x'.repeat(129), NOW),
      JSON.stringify({ id: 'm3k1x9zq-abcdefabcdefabcd' }),
      JSON.stringify({ id: 'm3k1x9zq-abcdefabcdefabcd', lastSeen: 'yesterday' }),
    ]) {
      const { session, started } = nextAnalyticsSession({ now: NOW, stored: bad, random: Math.random });
      expect(started).toBe(true);
      expect(pageViewSchema.safeParse({ path: '/', sessionId: session.id }).success).toBe(true);
    }
  });
});

describe('a registered session', () => {
  const registered = (lastSeen: number) =>
    JSON.stringify({ id: 'm3k1x9zq-abcdefabcdefabcd', lastSeen, registered: true });

  it('stays registered while the visit goes on', () => {
    const { session, started } = nextAnalyticsSession({
      now: NOW,
      stored: registered(NOW - 1000),
      random: Math.random,
    });
    expect(started).toBe(false);
    expect(session).toEqual({ id: 'm3k1x9zq-abcdefabcdefabcd', lastSeen: NOW, registered: true });
  });

  it('is forgotten with its id when the session rotates', () => {
    const previous = registered(NOW - ANALYTICS_SESSION_IDLE_MS - 1);
    const { session, started } = nextAnalyticsSession({ now: NOW, stored: previous, random: Math.random });
    expect(started).toBe(true);
    expect(session.registered).toBeUndefined();
  });

  it('counts only a stored true as registered', () => {
    const stored = (registeredValue: unknown) =>
      JSON.stringify({ id: 'm3k1x9zq-abcdefabcdefabcd', lastSeen: NOW, registered: registeredValue });
    expect(parseStoredSession(stored(true))?.registered).toBe(true);
    for (const other of ['true', 1, null, false])
      expect(parseStoredSession(stored(other))).not.toHaveProperty('registered');
  });
});

describe('parseStoredSession', () => {
  it('reads back what a session update stores', () => {
    const { session } = nextAnalyticsSession({ now: NOW, stored: undefined, random: Math.random });
    expect(parseStoredSession(JSON.stringify(session))).toEqual(session);
  });
});
