import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { handleFromNames, migrateEmailUserNames } from '#lambdas/lib/accounts/user-names.ts';
import { getUser } from '#lambdas/lib/accounts/users.ts';
import { UniqueValue } from '#lambdas/lib/db/entities/unique-value.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { createTestAccount, signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

/** Puts an account in the state older code left it in: its user name is its e-mail address. */
async function giveEmailUserName(userId: string) {
  const user = await getUser(userId);
  if (!user) throw new Error('No such user');
  const legacy = user.email.toLowerCase();
  await createWriteTransaction({ user: User, uniqueValue: UniqueValue }, ({ user: users, uniqueValue }) => [
    users.patch({ userId }).set({ userName: user.email, normalizedUserName: legacy }).commit(),
    uniqueValue.create({ kind: 'userName', value: legacy, ownerId: userId }).commit(),
    uniqueValue.delete({ kind: 'userName', value: user.normalizedUserName }).commit(),
  ]).go();
  return user;
}

async function allUsersAs(headers: Record<string, string>) {
  const items: Array<Record<string, unknown>> = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `?limit=100&cursor=${encodeURIComponent(cursor)}` : '?limit=100';
    const page = await invoke(usersHandler, 'GET', `/api/users${query}`, { headers });
    expect(page.statusCode).toBe(200);
    items.push(...page.json.items);
    cursor = page.json.cursor ?? undefined;
  } while (cursor);
  return items;
}

describe('user names are handles, never e-mail addresses', () => {
  it('derives firstname.lastname, lower-case ASCII, from the names', () => {
    expect(handleFromNames('Ada', 'Lovelace')).toBe('ada.lovelace');
    expect(handleFromNames('  Zoë Ann ', "O'Brien-Smith")).toBe('zoe-ann.o-brien-smith');
    expect(handleFromNames('李', '小龙')).toBe('user');
  });

  it('gives an admin-created user without a user name a handle, with a suffix when it is taken', async () => {
    const admin = await signedInAs('Admin');
    const lastName = `Doe${randomUUID().slice(0, 6)}`;
    const create = (email: string) =>
      invoke(usersHandler, 'POST', '/api/users', {
        headers: admin.headers,
        body: { email, password: 'a long enough passphrase', firstName: 'Jane', lastName },
      });
    const first = await create(`jane-${randomUUID()}@example.test`);
    const second = await create(`jane-${randomUUID()}@example.test`);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(first.json.userName).toBe(`jane.${lastName.toLowerCase()}`);
    expect(second.json.userName).toMatch(new RegExp(`^jane\\.${lastName.toLowerCase()}\\d+$`));
  });
});

describe('only admins see e-mail addresses', () => {
  it("never shows a non-admin another user's address, not even as a user name from before the migration", async () => {
    const other = await createTestAccount();
    await giveEmailUserName(other.id);
    const reader = await signedInAs('User');
    const admin = await signedInAs('Admin');

    const seen = await allUsersAs(reader.headers);
    const text = JSON.stringify(seen);
    expect(text).not.toContain('@');
    expect(seen.find((item) => item.id === other.id)).toMatchObject({ userName: `user-${other.id.slice(0, 8)}` });
    // GET /users/{id} and /users/email/{email} are admin-only (shared/routes.ts).
    expect((await invoke(usersHandler, 'GET', `/api/users/${other.id}`, { headers: reader.headers })).statusCode).toBe(
      403,
    );

    const forAdmin = await allUsersAs(admin.headers);
    expect(forAdmin.find((item) => item.id === other.id)).toMatchObject({ email: other.email });
  });
});

describe('the user-name migration', () => {
  it('replaces an e-mail user name by a handle once, moving its guard item, and is idempotent', async () => {
    const account = await createTestAccount();
    const before = await giveEmailUserName(account.id);
    const legacyName = before.email.toLowerCase();

    // (A stack started by a browser test may run the migration too: what counts is the user's state.)
    await migrateEmailUserNames();
    const migrated = await getUser(account.id);
    expect(migrated?.userName).toMatch(/^test\.user\d*$/);
    expect(migrated?.normalizedUserName).toBe(migrated?.userName);
    const guard = await UniqueValue.get({ kind: 'userName', value: migrated?.normalizedUserName ?? '' }).go();
    expect(guard.data?.ownerId).toBe(account.id);
    expect((await UniqueValue.get({ kind: 'userName', value: legacyName }).go()).data).toBeNull();

    const second = await migrateEmailUserNames();
    expect((await getUser(account.id))?.userName).toBe(migrated?.userName);
    expect(second.checked).toBeGreaterThan(0);
    // The address is free again as a user name guard; the account still signs in by e-mail.
    const login = await invoke(authHandler, 'POST', '/api/auth/login', {
      body: { email: account.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });
});
