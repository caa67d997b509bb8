import { describe, expect, it } from 'vitest';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { handler as projectsHandler } from '#lambdas/projects/handler.ts';
import { handler as usersHandler } from '#lambdas/users/handler.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

/**
 * Deleted accounts (soft or permanent) are on no list a user sees: `GET /users` and the lookup.
 * Admins still list them, with their state. This file's table holds only its own accounts.
 */

type Account = Awaited<ReturnType<typeof signedInAs>>;

const deleteUser = (admin: Account, user: Account, isPermanent: boolean) =>
  invoke(usersHandler, 'DELETE', `/api/users/${user.id}`, {
    headers: admin.headers,
    body: { isAdmin: true, isPermanent },
  });

/** Every user `GET /users` lists to these headers, page by page (`limit` each). */
async function listedTo(headers: Record<string, string>, limit = 100) {
  const items: Array<{ id: string; isDeleted?: boolean }> = [];
  const pageSizes: number[] = [];
  let cursor: string | undefined;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const page = await invoke(usersHandler, 'GET', `/api/users${query}`, { headers });
    expect(page.statusCode).toBe(200);
    items.push(...page.json.items);
    pageSizes.push(page.json.items.length);
    cursor = page.json.cursor ?? undefined;
  } while (cursor);
  return { items, ids: items.map((item) => item.id), pageSizes };
}

describe('deleted accounts on the users list', () => {
  it('are listed to no signed-in user, a page still holding `limit` of the others; admins see them with their state', async () => {
    const admin = await signedInAs('Admin');
    const reader = await signedInAs('User');
    const kept = await signedInAs('User');
    // Newest first: the deleted accounts come between the kept ones and the reader, filling a page of 2.
    const softDeleted = await signedInAs('User');
    const permanentlyDeleted = await signedInAs('User');
    const alsoDeleted = await signedInAs('User');
    const newest = await signedInAs('Editor');
    for (const [user, permanent] of [
      [softDeleted, false],
      [permanentlyDeleted, true],
      [alsoDeleted, false],
    ] as const) {
      expect((await deleteUser(admin, user, permanent)).statusCode).toBe(204);
    }

    const forReader = await listedTo(reader.headers, 2);
    expect(forReader.ids).toEqual([newest.id, kept.id, reader.id, admin.id]);
    expect(forReader.pageSizes.slice(0, 2)).toEqual([2, 2]);
    expect(forReader.items.every((item) => item.isDeleted === undefined)).toBe(true);

    const forAdmin = await listedTo(admin.headers);
    expect(forAdmin.ids).toEqual([newest.id, alsoDeleted.id, softDeleted.id, kept.id, reader.id, admin.id]);
    expect(forAdmin.items.find((item) => item.id === softDeleted.id)).toMatchObject({ isDeleted: true });
    expect(forAdmin.items.find((item) => item.id === kept.id)).toMatchObject({ isDeleted: false });
  });

  it('are not found by the lookup, and come back on the list once restored', async () => {
    const admin = await signedInAs('Admin');
    const owner = await signedInAs('User');
    await invoke(projectsHandler, 'POST', '/api/projects', {
      headers: owner.headers,
      body: { name: 'Looking people up', visibility: 0, status: 1 },
    });
    const leaving = await signedInAs('User');
    const { userName } = (await invoke(authHandler, 'GET', '/api/auth/me', { headers: leaving.headers })).json;
    await deleteUser(admin, leaving, false);
    for (const q of [leaving.email, userName]) {
      const found = await invoke(usersHandler, 'GET', `/api/users/lookup?q=${encodeURIComponent(q)}`, {
        headers: owner.headers,
      });
      expect(found.json).toEqual([]);
    }
    expect((await listedTo(owner.headers)).ids).not.toContain(leaving.id);

    const restored = await invoke(usersHandler, 'POST', `/api/users/${leaving.id}/restore`, { headers: admin.headers });
    expect(restored.statusCode).toBe(200);
    expect((await listedTo(owner.headers)).ids).toContain(leaving.id);
  });
});
