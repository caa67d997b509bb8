import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { createTestAccount, signedInAs, signIn } from '../../support/accounts';
import { mailsTo } from '../../support/inbox';
import { invoke } from '../../support/invoke';

describe('soft delete, reactivation and restore', () => {
  it('blocks login with 403 isDeleted, records a reactivation request and mails user and owner', async () => {
    const admin = await signedInAs('Admin');
    const user = await signedInAs('User');
    const deleted = await invoke(usersHandler, 'DELETE', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await invoke(authHandler, 'GET', '/api/auth/me', { headers: user.headers })).statusCode).toBe(401);

    const login = await signIn(user.email);
    expect(login.statusCode).toBe(403);
    expect(login.json).toEqual({ message: 'This account has been deleted.', isDeleted: true });

    const request = await invoke(authHandler, 'POST', '/api/auth/request-account-reactivation', {
      body: { email: user.email, reactivationReason: 'I deleted it by mistake.' },
    });
    expect(request.statusCode).toBe(200);
    const details = await invoke(usersHandler, 'GET', `/api/users/${user.id}`, { headers: admin.headers });
    expect(details.json).toMatchObject({ isDeleted: true, reactivationReason: 'I deleted it by mistake.' });
    expect(Date.parse(details.json.reactivationRequestedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await mailsTo(user.email)).toEqual([
      expect.objectContaining({ subject: 'Your account was deleted' }),
      expect.objectContaining({ subject: 'We received your reactivation request' }),
    ]);
    const ownerMails = await mailsTo('owner@example.com');
    expect(ownerMails.some((mail) => mail.subject === `Reactivation request from ${user.email}`)).toBe(true);

    const restored = await invoke(usersHandler, 'POST', `/api/users/${user.id}/restore`, { headers: admin.headers });
    expect(restored.statusCode).toBe(200);
    expect(restored.json.isDeleted).toBe(false);
    const signedIn = await signIn(user.email);
    expect(signedIn.statusCode).toBe(200);

    const [restoreMail, ...more] = (await mailsTo(user.email)).filter(
      (mail) => mail.subject === 'Your account was restored',
    );
    expect(more).toHaveLength(0);
    expect(restoreMail?.body.text).toMatch(
      /An administrator restored your account: you can sign in again at \S+\/login/,
    );
    expect(restoreMail?.body.text).toMatch(/When: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/);
    const activity = await invoke(authHandler, 'GET', '/api/auth/activity', {
      headers: { authorization: `Bearer ${signedIn.json.token}` },
    });
    const types = activity.json.items.map((item: { type: string; byAdmin?: boolean }) => [item.type, item.byAdmin]);
    expect(types).toEqual(
      expect.arrayContaining([
        ['account-deleted', true],
        ['account-restored', true],
      ]),
    );
  });

  it("mails the reactivation request's time as the other mails give it, not as an ISO timestamp", async () => {
    const admin = await signedInAs('Admin');
    const user = await createTestAccount();
    await invoke(usersHandler, 'DELETE', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    await invoke(authHandler, 'POST', '/api/auth/request-account-reactivation', {
      body: { email: user.email, reactivationReason: 'Please.' },
    });
    const [mail] = (await mailsTo(user.email)).filter(
      (each) => each.subject === 'We received your reactivation request',
    );
    expect(mail?.body.text).toMatch(/\(\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC\)/);
    expect(mail?.body.text).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z/);
  });
});

describe("an administrator's changes to an account", () => {
  it('show in the user’s activity and send the security mail: roles, unlock', async () => {
    const admin = await signedInAs('Admin');
    const user = await signedInAs('User');
    const roles = await invoke(usersHandler, 'PUT', `/api/user-roles/${user.id}/roles`, {
      headers: admin.headers,
      body: ['user', 'editor'],
    });
    expect(roles.statusCode).toBe(200);
    const unlock = await invoke(usersHandler, 'POST', `/api/users/${user.id}/unlock`, { headers: admin.headers });
    expect(unlock.statusCode).toBe(200);

    const activity = await invoke(authHandler, 'GET', '/api/auth/activity', { headers: user.headers });
    expect(activity.json.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'roles-changed', byAdmin: true }),
        expect.objectContaining({ type: 'account-unlocked', byAdmin: true }),
      ]),
    );
    const subjects = (await mailsTo(user.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['The roles of your account were changed', 'Your account was unlocked']),
    );
    const rolesMail = (await mailsTo(user.email)).find((mail) => mail.subject.startsWith('The roles'));
    expect(rolesMail?.body.text).toContain('It now has: User, Editor.');

    // The same roles again change nothing, and tell nothing.
    await invoke(usersHandler, 'PUT', `/api/user-roles/${user.id}/roles`, {
      headers: admin.headers,
      body: ['user', 'editor'],
    });
    const again = (await mailsTo(user.email)).filter((mail) => mail.subject.startsWith('The roles'));
    expect(again).toHaveLength(1);
  });
});

describe('a deleted, deactivated or demoted account', () => {
  it('loses its live sessions at once, whatever order the requests arrive in', async () => {
    const admin = await signedInAs('Admin');
    const deleted = await signedInAs('User');
    const deactivated = await signedInAs('User');
    const demoted = await signedInAs('Admin');
    const me = (headers: Record<string, string>) => invoke(authHandler, 'GET', '/api/auth/me', { headers });

    const { User } = await import('#lambdas/lib/db/entities/user.ts');
    // Straight to the table, as a delete racing a login that is still writing its session would.
    await User.patch({ userId: deleted.id }).set({ isDeleted: true }).go();
    expect((await me(deleted.headers)).statusCode).toBe(401);

    const current = (await invoke(usersHandler, 'GET', `/api/users/${deactivated.id}`, { headers: admin.headers }))
      .json;
    const off = await invoke(usersHandler, 'PUT', `/api/users/${deactivated.id}`, {
      headers: admin.headers,
      body: { ...current, isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await me(deactivated.headers)).statusCode).toBe(401);

    const asDemoted = () => invoke(usersHandler, 'GET', `/api/users/${admin.id}`, { headers: demoted.headers });
    expect((await asDemoted()).statusCode).toBe(200);
    await invoke(usersHandler, 'PUT', `/api/user-roles/${demoted.id}/roles`, {
      headers: admin.headers,
      body: ['user'],
    });
    expect((await asDemoted()).statusCode).toBe(403);
  });

  it('keeps role items and the user record in agreement under concurrent assignments', async () => {
    const admin = await signedInAs('Admin');
    const user = await createTestAccount();
    const lists = [['user'], ['user', 'editor'], ['user', 'admin'], ['editor'], ['user', 'editor', 'admin']];
    const answers = await Promise.all(
      lists.map((body) =>
        invoke(usersHandler, 'PUT', `/api/user-roles/${user.id}/roles`, { headers: admin.headers, body }),
      ),
    );
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
    const stored = (await invoke(usersHandler, 'GET', `/api/user-roles/${user.id}/roles`, { headers: admin.headers }))
      .json;
    const details = (await invoke(usersHandler, 'GET', `/api/users/${user.id}`, { headers: admin.headers })).json;
    expect(stored.map((role: { roleName: string }) => role.roleName).sort()).toEqual([...details.roles].sort());
    expect(details.roles).toContain('User');
  });
});

describe('permanent delete', () => {
  it('leaves no item of the user in the table', async () => {
    const admin = await signedInAs('Admin');
    const user = await signedInAs('Editor');
    await signIn(user.email);
    const answer = await invoke(usersHandler, 'DELETE', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: true },
    });
    expect(answer.statusCode).toBe(204);
    const { Items = [] } = await documentClient.send(new ScanCommand({ TableName: process.env.TABLE_NAME }));
    const leftovers = Items.filter(
      (item) => JSON.stringify(item).includes(user.id) || JSON.stringify(item).includes(user.email),
    );
    expect(leftovers).toEqual([]);
    expect((await signIn(user.email)).statusCode).toBe(401);
    const again = await invoke(usersHandler, 'DELETE', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: true },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json.message).toBe('User not found');
  });

  it('refuses to let an admin delete their own account', async () => {
    const admin = await signedInAs('Admin');
    const answer = await invoke(usersHandler, 'DELETE', `/api/users/${admin.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: true },
    });
    expect(answer.statusCode).toBe(400);
  });
});

describe('users administration', () => {
  it('finds a user by e-mail with the at sign sent as %40', async () => {
    const admin = await signedInAs('Admin');
    const user = await createTestAccount();
    const answer = await invoke(usersHandler, 'GET', `/api/users/email/${encodeURIComponent(user.email)}`, {
      headers: admin.headers,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json.id).toBe(user.id);
  });

  it('answers User with ID not found for an update of a missing user, and 409 for a stale stamp', async () => {
    const admin = await signedInAs('Admin');
    const body = { email: 'x@example.test', firstName: 'X', lastName: 'Y', userName: 'xyz123' };
    const missing = await invoke(usersHandler, 'PUT', '/api/users/00000000-0000-0000-0000-000000000000', {
      headers: admin.headers,
      body,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json.message).toBe('User with ID not found');

    const user = await createTestAccount();
    const current = (await invoke(usersHandler, 'GET', `/api/users/${user.id}`, { headers: admin.headers })).json;
    const first = await invoke(usersHandler, 'PUT', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { ...current, firstName: 'First' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json.firstName).toBe('First');
    const stale = await invoke(usersHandler, 'PUT', `/api/users/${user.id}`, {
      headers: admin.headers,
      body: { ...current, firstName: 'Second' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('lists users newest first, page by page, with details for admins and names for others', async () => {
    const admin = await signedInAs('Admin');
    const reader = await signedInAs('User');
    const first = await invoke(usersHandler, 'GET', '/api/users?limit=2', { headers: admin.headers });
    expect(first.statusCode).toBe(200);
    expect(first.json.items).toHaveLength(2);
    expect(first.json.cursor).toEqual(expect.any(String));
    const second = await invoke(
      usersHandler,
      'GET',
      `/api/users?limit=2&cursor=${encodeURIComponent(first.json.cursor)}`,
      {
        headers: admin.headers,
      },
    );
    const ids = [...first.json.items, ...second.json.items].map((item: { id: string }) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.json.items[0].email).toBeDefined();
    const forReader = await invoke(usersHandler, 'GET', '/api/users', { headers: reader.headers });
    expect(forReader.json.items[0].email).toBeUndefined();
    expect((await invoke(usersHandler, 'GET', '/api/users?limit=500', { headers: admin.headers })).statusCode).toBe(
      400,
    );
  });

  it('assigns roles, and the change applies to live sessions at once', async () => {
    const admin = await signedInAs('Admin');
    const user = await signedInAs('Admin');
    const asUser = () => invoke(usersHandler, 'GET', `/api/user-roles/${admin.id}/roles`, { headers: user.headers });
    expect((await asUser()).statusCode).toBe(200);
    const set = await invoke(usersHandler, 'PUT', `/api/user-roles/${user.id}/roles`, {
      headers: admin.headers,
      body: ['user', 'editor'],
    });
    expect(set.statusCode).toBe(200);
    expect(set.json.map((item: { roleName: string }) => item.roleName)).toEqual(['User', 'Editor']);
    const roles = await invoke(usersHandler, 'GET', `/api/user-roles/${user.id}/roles`, { headers: admin.headers });
    expect(roles.json).toEqual(
      expect.arrayContaining([
        { userId: user.id, roleId: 'user', roleName: 'User' },
        { userId: user.id, roleId: 'editor', roleName: 'Editor' },
      ]),
    );
    expect(roles.json).toHaveLength(2);
    expect((await asUser()).statusCode).toBe(403);
    const bad = await invoke(usersHandler, 'PUT', `/api/user-roles/${user.id}/roles`, {
      headers: admin.headers,
      body: ['root'],
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('malformed ids and cursors', () => {
  it('answers 404 for an id that cannot be one, and 400 for a cursor the server did not issue', async () => {
    const admin = await signedInAs('Admin');
    const long = await invoke(usersHandler, 'GET', `/api/users/${'x'.repeat(3000)}`, { headers: admin.headers });
    expect(long.statusCode).toBe(404);
    expect(long.json.message).toBe('User not found');
    const forged = await invoke(usersHandler, 'GET', '/api/users?cursor=abcd', { headers: admin.headers });
    expect(forged.statusCode).toBe(400);
    expect(forged.json.message).toBe('cursor is not valid');
  });
});
