import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { ActivityEvent } from '#lambdas/lib/db/entities/activity-event.ts';
import { handler as privacyHandler } from '#lambdas/privacy/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { CONSENT_VERSION } from '#shared/consent.ts';
import { createTestAccount, PASSWORD, signedInAs, signIn } from '../../support/accounts';
import { resetLinkFor } from '../../support/inbox';
import { invoke } from '../../support/invoke';

afterEach(() => vi.restoreAllMocks());

type Headers = Record<string, string>;

const activityOf = (headers: Headers, query = '') =>
  invoke(authHandler, 'GET', `/api/auth/activity${query}`, { headers });

/** Every activity item of the caller, following the cursor page by page. */
async function allActivityOf(headers: Headers) {
  const items = [];
  let cursor: string | null = null;
  do {
    const query: string = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
    const answer = await activityOf(headers, query);
    expect(answer.statusCode).toBe(200);
    items.push(...answer.json.items);
    cursor = answer.json.cursor;
  } while (cursor);
  return items;
}

const typesOf = async (headers: Headers) => (await allActivityOf(headers)).map((item) => item.type);

const updateProfile = (headers: Headers, body: Record<string, string>) =>
  invoke(authHandler, 'POST', '/api/auth/update-profile', { headers, body });

function consentBody(statuses: Record<string, 'accepted' | 'rejected'>) {
  const now = new Date().toISOString();
  return {
    sessionId: `s${randomUUID().replaceAll('-', '')}`,
    decisions: Object.entries(statuses).map(([categoryId, status]) => ({
      categoryId,
      status,
      timestamp: now,
      version: CONSENT_VERSION,
    })),
    lastUpdated: now,
    version: CONSENT_VERSION,
  };
}

describe('GET /api/auth/activity', () => {
  it('needs a signed-in caller', async () => {
    const answer = await activityOf({});
    expect(answer.statusCode).toBe(401);
    expect(answer.json.message).toBe('Authentication required');
  });

  it("lists the caller's own events only, newest first", async () => {
    const ada = await signedInAs('User');
    const grace = await signedInAs('User');
    const changed = await updateProfile(ada.headers, { email: ada.email, firstName: 'Ada', lastName: 'Lovelace' });
    expect(changed.statusCode).toBe(200);

    const answer = await activityOf(ada.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json.cursor).toBeNull();
    expect(answer.json.items).toEqual([
      {
        id: expect.any(String),
        type: 'profile-updated',
        occurredAt: expect.any(String),
        changedFields: ['firstName', 'lastName'],
        userAgent: 'vitest',
      },
      { id: expect.any(String), type: 'login', occurredAt: expect.any(String), userAgent: 'vitest' },
    ]);
    const [newest, oldest] = answer.json.items;
    expect(Date.parse(newest.occurredAt)).toBeGreaterThanOrEqual(Date.parse(oldest.occurredAt));
    expect(await typesOf(grace.headers)).toEqual(['login']);
  });

  it('pages with limit and the opaque cursor, without repeating or skipping an event', async () => {
    const account = await createTestAccount();
    for (let login = 0; login < 4; login++) expect((await signIn(account.email)).statusCode).toBe(200);
    const headers = { authorization: `Bearer ${(await signIn(account.email)).json.token}` };

    const first = await activityOf(headers, '?limit=2');
    expect(first.json.items).toHaveLength(2);
    expect(first.json.cursor).toEqual(expect.any(String));
    const second = await activityOf(headers, `?limit=2&cursor=${encodeURIComponent(first.json.cursor)}`);
    expect(second.json.items).toHaveLength(2);
    const third = await activityOf(headers, `?limit=2&cursor=${encodeURIComponent(second.json.cursor)}`);
    expect(third.json.items).toHaveLength(1);

    const pages = [...first.json.items, ...second.json.items, ...third.json.items];
    expect(new Set(pages.map((item) => item.id)).size).toBe(5);
    const times = pages.map((item) => item.occurredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(third.json.cursor).toBeNull();
  });

  it('refuses a bad limit or a cursor it did not issue', async () => {
    const user = await signedInAs('User');
    const zero = await activityOf(user.headers, '?limit=0');
    expect(zero.statusCode).toBe(400);
    expect(zero.json.message).toBe('limit must be a whole number from 1 to 100');
    const forged = await activityOf(user.headers, '?cursor=bm90LWEtY3Vyc29y');
    expect(forged.statusCode).toBe(400);
    expect(forged.json.message).toBe('cursor is not valid');
  });
});

describe('activity events', () => {
  it('records a new e-mail address, a new user name and other profile fields as separate events', async () => {
    const user = await signedInAs('User');
    const newEmail = `renamed-${randomUUID()}@example.test`;
    const answer = await updateProfile(user.headers, {
      email: newEmail,
      userName: `renamed-${randomUUID().slice(0, 8)}`,
      firstName: 'Renamed',
      lastName: 'User',
      biography: 'Writes code.',
    });
    expect(answer.statusCode).toBe(200);
    const [emailChanged, userNameChanged, profileUpdated, login] = await allActivityOf(user.headers);
    expect([emailChanged?.type, userNameChanged?.type, profileUpdated?.type, login?.type].sort()).toEqual([
      'email-changed',
      'login',
      'profile-updated',
      'username-changed',
    ]);
    const profile = [emailChanged, userNameChanged, profileUpdated].find((item) => item.type === 'profile-updated');
    expect(profile.changedFields).toEqual(['firstName', 'biography']);
    // The values themselves (the new address) are not copied into the activity.
    expect(JSON.stringify(await allActivityOf(user.headers))).not.toContain(newEmail);
  });

  it('records nothing for a profile saved without changes', async () => {
    const user = await signedInAs('User');
    const same = await updateProfile(user.headers, { email: user.email, firstName: 'Test', lastName: 'User' });
    expect(same.statusCode).toBe(200);
    expect(await typesOf(user.headers)).toEqual(['login']);
  });

  it('records a password change', async () => {
    const user = await signedInAs('User');
    const changed = await invoke(authHandler, 'POST', '/api/auth/change-password', {
      headers: user.headers,
      body: { Id: user.id, currentPassword: PASSWORD, newPassword: 'a different passphrase' },
    });
    expect(changed.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${changed.json.token}` };
    expect(await typesOf(headers)).toEqual(['password-changed', 'login']);
  });

  it('records a password reset done with the mailed link', async () => {
    const account = await createTestAccount();
    await invoke(authHandler, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    const token = (await resetLinkFor(account.email)).searchParams.get('token');
    const reset = await invoke(authHandler, 'POST', '/api/auth/reset-password', {
      body: { Email: account.email, NewPassword: 'a brand new passphrase', Token: token },
    });
    expect(reset.statusCode).toBe(200);
    const login = await signIn(account.email, 'a brand new passphrase');
    expect(await typesOf({ authorization: `Bearer ${login.json.token}` })).toEqual(['login', 'password-reset']);
  });

  it("records the categories a signed-in user allowed when saving cookie choices, and no one's for a visitor", async () => {
    const user = await signedInAs('User');
    const saved = await invoke(privacyHandler, 'POST', '/api/consent', {
      headers: user.headers,
      body: consentBody({
        necessary: 'accepted',
        analytics: 'accepted',
        marketing: 'rejected',
        preferences: 'rejected',
      }),
    });
    expect(saved.statusCode).toBe(201);
    const anonymous = await invoke(privacyHandler, 'POST', '/api/consent', {
      body: consentBody({ necessary: 'accepted', marketing: 'accepted' }),
    });
    expect(anonymous.statusCode).toBe(201);

    const [consent, ...rest] = await allActivityOf(user.headers);
    expect(consent).toMatchObject({ type: 'consent-saved', allowedCategories: ['necessary', 'analytics'] });
    expect(rest.map((item) => item.type)).toEqual(['login']);
  });

  it("shows an administrator's change of the account as made by an administrator", async () => {
    const admin = await signedInAs('Admin');
    const user = await signedInAs('User');
    const current = await invoke(usersHandler, 'GET', `/api/users/${user.id}`, { headers: admin.headers });
    const updated = await invoke(usersHandler, 'PUT', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { email: user.email, userName: current.json.userName, firstName: 'Changed', lastName: 'ByAdmin' },
    });
    expect(updated.statusCode).toBe(200);
    const [change] = await allActivityOf(user.headers);
    expect(change).toMatchObject({ type: 'profile-updated', byAdmin: true, changedFields: ['firstName', 'lastName'] });
    expect(await typesOf(admin.headers)).toEqual(['login']);
  });

  it('keeps each event for 90 days (DynamoDB TTL on expiresAt)', async () => {
    const user = await signedInAs('User');
    const { data } = await ActivityEvent.query.byUser({ userId: user.id }).go();
    expect(data).toHaveLength(1);
    const [event] = data;
    const ninetyDays = 90 * 24 * 60 * 60;
    expect(event?.expiresAt).toBe(Math.floor(Date.parse(event?.occurredAt ?? '') / 1000) + ninetyDays);
  });

  it('never fails the sign-in when the activity cannot be written', async () => {
    const account = await createTestAccount();
    vi.spyOn(ActivityEvent, 'put').mockImplementation(() => {
      throw new Error('DynamoDB is throttling');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const login = await signIn(account.email);
    expect(login.statusCode).toBe(200);
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Activity event not recorded'));
    vi.restoreAllMocks();
    expect(await typesOf({ authorization: `Bearer ${login.json.token}` })).toEqual([]);
  });

  it('is removed with the account on a permanent delete', async () => {
    const admin = await signedInAs('Admin');
    const user = await signedInAs('User');
    await updateProfile(user.headers, { email: user.email, firstName: 'Soon', lastName: 'Gone' });
    expect((await ActivityEvent.query.byUser({ userId: user.id }).go()).data).toHaveLength(2);

    const deleted = await invoke(usersHandler, 'DELETE', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: true },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await ActivityEvent.query.byUser({ userId: user.id }).go()).data).toEqual([]);
  });
});
