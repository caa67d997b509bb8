import { hasAccess, ROLES, type UserRoleItem } from '#shared/accounts.ts';
import { assignRolesSchema } from '#shared/validation/accounts.ts';
import { listUserRoles, rolesWithIds, setUserRoles as setRolesOf } from '../lib/accounts/roles';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { BadRequestError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { userOr404 } from './find-user';

const toItems = (userId: string, roles: ReadonlyArray<{ id: string; name: string }>): UserRoleItem[] =>
  roles.map((role) => ({ userId, roleId: role.id, roleName: role.name }) as UserRoleItem);

/** `GET /api/roles`: every role, from fewest rights to most (User, Editor, Admin, SuperAdmin). */
export const listRoles: RouteHandler = async () => ok(ROLES.map(({ id, name }) => ({ id, name })));

/** `GET /api/user-roles/{userId}/roles`: items with userId, roleId, roleName. */
export const getUserRoles: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.userId);
  const roles = await listUserRoles(user.userId);
  return ok(roles.map(({ userId, roleId, roleName }) => ({ userId, roleId, roleName }) as UserRoleItem));
};

/**
 * `PUT /api/user-roles/{userId}/roles` with the complete list of role ids (every account keeps
 * User); 409 when the user was changed meanwhile.
 */
export const setUserRoles: RouteHandler = async ({ body, pathParameters, principal }) => {
  const roles = rolesWithIds(validate(assignRolesSchema, body));
  const user = await userOr404(pathParameters.userId);
  const roleNames = roles.map((role) => role.name);
  if (user.userId === principal?.userId && !hasAccess(roleNames, 'admin')) {
    throw new BadRequestError('You cannot remove your own admin role.');
  }
  await setRolesOf(user, roles);
  return ok(toItems(user.userId, roles));
};
