import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '#lambdas/lib/accounts/accounts.ts';
import { User } from '#lambdas/lib/db/entities/user.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { PASSWORD, signedInAs, signIn } from '../../support/accounts';
import { invoke } from '../../support/invoke';

/**
 * The users list searched, filtered and ordered by the server over every user, not one page of
 * them: each test's accounts carry a word of their own in their last name, and a page of 2 makes
 * every answer span several pages. This file's table holds only its own accounts.
 */

type Headers = Record<string, string>;
type Listed = { id: string; firstName: string; lastName: string; email?: string; isDeleted?: boolean };

let admin: Awaited<ReturnType<typeof signedInAs>>;
let reader: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  admin = await signedInAs('Admin');
  reader = await signedInAs('User');
});

/** A word no other test's accounts have, so a search for it finds this test's accounts only. */
const tag = () => `Tag${randomUUID().slice(0, 8)}`;

async function account(firstName: string, lastName: string, roles: string[] = ['User']) {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.test`;
  const user = await createAccount({ email, password: PASSWORD, firstName, lastName, roles });
  return { id: user.userId, email };
}

/** Every page of `GET /users` with this query (2 a page), and the size of each page. */
async function listAll(headers: Headers, query: Record<string, string>) {
  const items: Listed[] = [];
  const pageSizes: number[] = [];
  let cursor: string | undefined;
  do {
    const search = new URLSearchParams({ ...query, limit: '2', ...(cursor ? { cursor } : {}) });
    const page = await invoke(usersHandler, 'GET', `/api/users?${search}`, { headers });
    expect(page.statusCode, JSON.stringify(page.json)).toBe(200);
    items.push(...page.json.items);
    pageSizes.push(page.json.items.length);
    cursor = page.json.cursor ?? undefined;
  } while (cursor);
  return { items, ids: items.map((item) => item.id), pageSizes };
}

describe('searching the users list', () => {
  it('matches part of a word of the name, in any case or accent, over every page', async () => {
    const word = tag();
    const eloise = await account('Éloïse', `Martin ${word}`);
    const ada = await account('Ada', `Lovelace ${word}`);
    await account('Grace', `Hopper ${word}`);

    const { ids } = await listAll(admin.headers, { q: `${word.toLowerCase()} ELO` });
    expect(ids).toEqual([eloise.id]);
    expect((await listAll(admin.headers, { q: `${word} love` })).ids).toEqual([ada.id]);
    expect((await listAll(reader.headers, { q: `${word.toUpperCase()} lov` })).ids).toEqual([ada.id]);
  });

  it('finds an e-mail address for admins only: other users never search by address', async () => {
    const word = tag();
    const ada = await account('Ada', word);
    const local = ada.email.split('@')[0] ?? '';
    expect((await listAll(admin.headers, { q: local })).ids).toEqual([ada.id]);
    expect((await listAll(reader.headers, { q: local })).ids).toEqual([]);
  });
});

describe('filtering the users list', () => {
  it('keeps the users of a role, over every page', async () => {
    const word = tag();
    const editors = [
      await account('Edith', word, ['User', 'Editor']),
      await account('Eddie', word, ['User', 'Editor']),
    ];
    for (const name of ['Una', 'Ulla', 'Uwe']) await account(name, word);

    const { ids, pageSizes } = await listAll(admin.headers, { q: word, role: 'Editor' });
    expect(new Set(ids)).toEqual(new Set(editors.map((editor) => editor.id)));
    expect(pageSizes).toEqual([2]);
    expect((await listAll(admin.headers, { q: word, role: 'User' })).ids).toHaveLength(5);
  });

  it('keeps the users in a state: active, inactive, locked or deleted', async () => {
    const word = tag();
    const active = await account('Active', word);
    const inactive = await account('Inactive', word);
    const locked = await account('Locked', word);
    const deleted = await account('Deleted', word);
    await User.patch({ userId: inactive.id }).set({ isActive: false }).go();
    const lockoutEnd = new Date(Date.now() + 10 * 60_000).toISOString();
    await User.patch({ userId: locked.id }).set({ isLockedOut: true, lockoutEnd }).go();
    const removed = await invoke(usersHandler, 'DELETE', `/api/users/${deleted.id}`, {
      headers: admin.headers,
      body: { isAdmin: true, isPermanent: false },
    });
    expect(removed.statusCode).toBe(204);

    for (const [state, user] of [
      ['active', active],
      ['inactive', inactive],
      ['locked', locked],
      ['deleted', deleted],
    ] as const) {
      expect((await listAll(admin.headers, { q: word, state })).ids, state).toEqual([user.id]);
    }
    expect((await listAll(reader.headers, { q: word })).ids).not.toContain(deleted.id);
  });
});

describe('ordering the users list', () => {
  it('orders by name either way, over every page', async () => {
    const word = tag();
    const names = ['Carla', 'alice', 'Bruno', 'Ådne', 'Dora'];
    for (const name of names) await account(name, word);

    const ascending = await listAll(admin.headers, { q: word, sort: 'name' });
    expect(ascending.items.map((item) => item.firstName)).toEqual(['Ådne', 'alice', 'Bruno', 'Carla', 'Dora']);
    expect(ascending.pageSizes).toEqual([2, 2, 1]);
    const descending = await listAll(admin.headers, { q: word, sort: 'name', order: 'desc' });
    expect(descending.items.map((item) => item.firstName)).toEqual(['Dora', 'Carla', 'Bruno', 'alice', 'Ådne']);
  });

  it('orders by creation, newest first by default, and by last sign-in with accounts never signed in last', async () => {
    const word = tag();
    const first = await account('First', word);
    const second = await account('Second', word);
    const never = await account('Never', word);
    expect((await listAll(admin.headers, { q: word })).ids).toEqual([never.id, second.id, first.id]);
    expect((await listAll(admin.headers, { q: word, sort: 'created', order: 'asc' })).ids).toEqual([
      first.id,
      second.id,
      never.id,
    ]);

    expect((await signIn(second.email)).statusCode).toBe(200);
    expect((await signIn(first.email)).statusCode).toBe(200);
    expect((await listAll(admin.headers, { q: word, sort: 'lastSignIn' })).ids).toEqual([
      first.id,
      second.id,
      never.id,
    ]);
    expect((await listAll(admin.headers, { q: word, sort: 'lastSignIn', order: 'asc' })).ids).toEqual([
      second.id,
      first.id,
      never.id,
    ]);
  });
});

describe('the last page', () => {
  it('has no cursor when the users that match fill it exactly, so Next has nowhere to go', async () => {
    const word = tag();
    await account('One', word);
    await account('Two', word);
    const page = await invoke(usersHandler, 'GET', `/api/users?limit=2&q=${word}`, { headers: admin.headers });
    expect(page.json.items).toHaveLength(2);
    expect(page.json.cursor).toBeNull();

    const everyone = await listAll(admin.headers, {});
    const exact = await invoke(usersHandler, 'GET', `/api/users?limit=${everyone.ids.length}`, {
      headers: admin.headers,
    });
    expect(exact.json.items).toHaveLength(everyone.ids.length);
    expect(exact.json.cursor).toBeNull();
  });
});

describe('what the list refuses', () => {
  it('answers 400 naming the field for a value it does not know', async () => {
    for (const [query, field] of [
      ['role=Root', 'role'],
      ['state=asleep', 'state'],
      ['sort=age', 'sort'],
      ['order=up', 'order'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const answer = await invoke(usersHandler, 'GET', `/api/users?${query}`, { headers: admin.headers });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json.message, query).toMatch(new RegExp(`^${field}: `));
    }
  });

  it('answers 400 naming the field when someone other than an admin filters by role or state or orders by sign-in', async () => {
    for (const [query, field] of [
      ['role=Admin', 'role'],
      ['state=deleted', 'state'],
      ['sort=lastSignIn', 'sort'],
    ] as const) {
      const answer = await invoke(usersHandler, 'GET', `/api/users?${query}`, { headers: reader.headers });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json.message, query).toBe(
        `${field}: ${{ role: 'Filtering by role', state: 'Filtering by state', sort: 'Sorting by last sign-in' }[field]} is for admins only`,
      );
    }
    const byName = await invoke(usersHandler, 'GET', '/api/users?sort=name', { headers: reader.headers });
    expect(byName.statusCode).toBe(200);
  });

  it('answers 400 for a cursor it did not issue', async () => {
    const forged = Buffer.from(JSON.stringify({ not: 'a key' })).toString('base64url');
    const answer = await invoke(usersHandler, 'GET', `/api/users?cursor=${forged}`, { headers: admin.headers });
    expect(answer.statusCode).toBe(400);
    expect(answer.json.message).toBe('cursor is not valid');
  });
});
