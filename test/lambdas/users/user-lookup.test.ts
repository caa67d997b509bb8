import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { countUserLookup } from '#lambdas/lib/accounts/user-lookup.ts';
import { LookupRateCounter } from '#lambdas/lib/db/entities/lookup-rate-counter.ts';
import { hourBucket } from '#lambdas/lib/db/hour-bucket.ts';
import { handler as projectsHandler } from '#lambdas/projects/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { USER_LOOKUP_LIMIT_PER_HOUR, USER_LOOKUP_OWNERS_ONLY, USER_LOOKUP_TOO_MANY_MESSAGE } from '#shared/accounts.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

/**
 * Who may look users up (`GET /users/lookup`, the project members screen's search), and how often:
 * whether an address is registered, and whose it is, is not for every signed-in user to probe.
 */
type Account = Awaited<ReturnType<typeof signedInAs>>;
let target: Account;

const lookup = (caller: Account, q = target.email) =>
  invoke(usersHandler, 'GET', `/api/users/lookup?q=${encodeURIComponent(q)}`, { headers: caller.headers });

async function projectOwner(): Promise<Account> {
  const owner = await signedInAs('User');
  const created = await invoke(projectsHandler, 'POST', '/api/projects', {
    headers: owner.headers,
    body: { name: 'Looking for members', visibility: 1, status: 1 },
  });
  expect(created.statusCode).toBe(201);
  return owner;
}

/** The limit counts per UTC clock hour: a test that fills it must not straddle the hour's end. */
async function awayFromTheHourEnd() {
  const left = 3_600_000 - (Date.now() % 3_600_000);
  if (left < 30_000) await sleep(left + 100);
}

beforeAll(async () => {
  target = await signedInAs('User');
});

describe('user lookup', () => {
  it('answers 403 to a signed-in user who owns no project, and counts nothing for them', async () => {
    const stranger = await signedInAs('User');
    const refused = await lookup(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe(USER_LOOKUP_OWNERS_ONLY);
    expect(refused.body).not.toContain('Test User');
    const { data: counter } = await LookupRateCounter.get({
      callerId: stranger.id,
      hour: hourBucket(new Date()).hour,
    }).go();
    expect(counter).toBeNull();
  });

  it('finds for a project owner, also of a private project, and for an admin who owns none', async () => {
    for (const caller of [await projectOwner(), await signedInAs('Admin')]) {
      const found = await lookup(caller);
      expect(found.statusCode).toBe(200);
      expect(found.json).toEqual([{ id: target.id, name: 'Test User' }]);
    }
  });

  it('stops a caller after the hourly limit with 429 and Retry-After, other callers not', async () => {
    await awayFromTheHourEnd();
    const prober = await projectOwner();
    for (let count = 0; count < USER_LOOKUP_LIMIT_PER_HOUR; count++) {
      expect((await lookup(prober, `nobody-${count}@example.test`)).json).toEqual([]);
    }
    const limited = await lookup(prober);
    expect(limited.statusCode).toBe(429);
    expect(limited.json.message).toBe(USER_LOOKUP_TOO_MANY_MESSAGE);
    expect(limited.body).not.toContain(target.id);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3_600);
    expect((await lookup(await projectOwner())).json).toEqual([{ id: target.id, name: 'Test User' }]);
    // Two sign-ins and 22 requests: on a busy machine more than the default 20 s.
  }, 60_000);

  it('counts per UTC clock hour: the next hour starts from nothing', async () => {
    const caller = 'counter-test-caller';
    const hour = new Date('2026-03-01T10:15:00Z');
    for (let count = 0; count < USER_LOOKUP_LIMIT_PER_HOUR; count++) await countUserLookup(caller, hour);
    await expect(countUserLookup(caller, new Date('2026-03-01T10:59:59Z'))).rejects.toMatchObject({
      name: 'RateLimitedError',
      retryAfterSeconds: 1,
    });
    await expect(countUserLookup(caller, new Date('2026-03-01T11:00:00Z'))).resolves.toBeUndefined();
  });
});
