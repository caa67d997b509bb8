import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { ROLES, type UserRoleItem } from '#shared/accounts.ts';
import { assignRolesSchema } from '#shared/validation/accounts.ts';
import { getUser, listUserRoles } from '../lib/accounts/accounts';
import { User } from '../lib/db/entities/user';
import { UserRole } from '../lib/db/entities/user-role';
import { cancellationCodes, retryOnTransactionConflict } from '../lib/db/transactions';
import { BadRequestError, HttpError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { userOr404 } from './find-user';

export const ROLES_CHANGED_MEANWHILE = 'The roles were changed by someone else. Reload and try again.';

const toItems = (userId: string, roles: ReadonlyArray<{ id: string; name: string }>): UserRoleItem[] =>
  roles.map((role) => ({ userId, roleId: role.id, roleName: role.name }) as UserRoleItem);

/** `GET /api/roles`: the roles of spec §6. */
export const listRoles: RouteHandler = async () => ok(ROLES.map(({ id, name }) => ({ id, name })));

/** `GET /api/user-roles/{userId}/roles`: items with userId, roleId, roleName. */
export const getUserRoles: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.userId);
  const roles = await listUserRoles(user.userId);
  return ok(roles.map(({ userId, roleId, roleName }) => ({ userId, roleId, roleName }) as UserRoleItem));
};

/**
 * `PUT /api/user-roles/{userId}/roles` with the complete list of role ids (every account keeps
 * User). Role items and the user's role names change in one transaction, conditional on the
 * user's concurrency stamp, so concurrent assignments cannot leave the two disagreeing; requests
 * read roles from the user item, so the change applies to live sessions at once.
 */
export const setUserRoles: RouteHandler = async ({ body, pathParameters, principal }) => {
  const roleIds = new Set(['user', ...validate(assignRolesSchema, body)]);
  const user = await userOr404(pathParameters.userId);
  const wanted = ROLES.filter((role) => roleIds.has(role.id));
  const roleNames = wanted.map((role) => role.name);
  if (user.userId === principal?.userId && !roleNames.some((name) => name === 'Admin' || name === 'SuperAdmin')) {
    throw new BadRequestError('You cannot remove your own admin role.');
  }

  const result = await retryOnTransactionConflict(async () => {
    const current = (await getUser(user.userId)) ?? user;
    const stored = await listUserRoles(user.userId);
    const now = new Date().toISOString();
    return createWriteTransaction({ userRole: UserRole, user: User }, ({ userRole, user: users }) => [
      ...stored
        .filter((role) => !roleIds.has(role.roleId))
        .map((role) => userRole.delete({ userId: user.userId, roleId: role.roleId }).commit()),
      ...wanted
        .filter((role) => !stored.some((existing) => existing.roleId === role.id))
        .map((role) =>
          userRole.put({ userId: user.userId, roleId: role.id, roleName: role.name, assignedAt: now }).commit(),
        ),
      users
        .patch({ userId: user.userId })
        .set({ roles: roleNames, updatedAt: now, concurrencyStamp: randomUUID() })
        .where((attributes, { eq }) => eq(attributes.concurrencyStamp, current.concurrencyStamp))
        .commit(),
    ]).go();
  });
  if (result.canceled) {
    const codes = cancellationCodes(result);
    if (codes.includes('ConditionalCheckFailed')) throw new HttpError(409, ROLES_CHANGED_MEANWHILE);
    throw new Error(`Role transaction canceled: ${codes.join(', ')}`);
  }
  return ok(toItems(user.userId, wanted));
};
