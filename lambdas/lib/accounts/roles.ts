import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { ROLES, type Role } from '#shared/accounts.ts';
import { User } from '../db/entities/user';
import { UserRole } from '../db/entities/user-role';
import { runGuardedTransaction } from '../db/transactions';
import { goneOrChangedMeanwhile } from './accounts';
import { tellUserOfStandingChange } from './standing-changes';
import type { UserItem } from './user-view';
import { getUser } from './users';

/** What a role change of a user that no longer exists answers. */
const USER_NOT_FOUND = 'User not found';

/** The roles of these ids, in the order of `ROLES` (fewest rights first); every account keeps User. */
export function rolesWithIds(roleIds: readonly string[]): Role[] {
  const wanted = new Set(['user', ...roleIds]);
  return ROLES.filter((role) => wanted.has(role.id));
}

/** List a user's roles (one query on the user's partition), as stored role items. */
export async function listUserRoles(userId: string) {
  const { data } = await UserRole.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

/**
 * Set a user's roles to exactly these. Role items and the user's role names change in one
 * transaction, conditional on the user's concurrency stamp, so concurrent assignments cannot
 * leave the two disagreeing; requests read roles from the user item, so the change applies to
 * live sessions at once. A change (an administrator's) is told to the user: activity and mail.
 */
export async function setUserRoles(user: UserItem, roles: readonly Role[]): Promise<void> {
  const roleIds = new Set<string>(roles.map((role) => role.id));
  await runGuardedTransaction(async (collect) => {
    // Read again on every attempt: a retry after a write-write conflict must see the winner's stamp.
    const current = (await getUser(user.userId)) ?? user;
    const stored = await listUserRoles(user.userId);
    const now = new Date().toISOString();
    return createWriteTransaction({ userRole: UserRole, user: User }, ({ userRole, user: users }) =>
      collect([
        ...stored
          .filter((role) => !roleIds.has(role.roleId))
          .map((role) => ({ write: userRole.delete({ userId: user.userId, roleId: role.roleId }).commit() })),
        ...roles
          .filter((role) => !stored.some((existing) => existing.roleId === role.id))
          .map((role) => ({
            write: userRole
              .put({ userId: user.userId, roleId: role.id, roleName: role.name, assignedAt: now })
              .commit(),
          })),
        {
          write: users
            .patch({ userId: user.userId })
            .set({ roles: roles.map((role) => role.name), updatedAt: now, concurrencyStamp: randomUUID() })
            .where((attributes, { eq }) => eq(attributes.concurrencyStamp, current.concurrencyStamp))
            .commit(),
          failure: goneOrChangedMeanwhile(user.userId, USER_NOT_FOUND),
        },
      ]),
    ).go();
  });
  const roleNames = roles.map((role) => role.name);
  const before: readonly string[] = user.roles ?? [];
  const unchanged = roleNames.length === before.length && roleNames.every((name) => before.includes(name));
  if (!unchanged) await tellUserOfStandingChange(user, 'roles-changed', { byAdmin: true, roles: roleNames });
}
