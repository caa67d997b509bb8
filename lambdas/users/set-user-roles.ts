import { hasAccess, type UserRoleItem } from '#shared/accounts.ts';
import { assignRolesSchema } from '#shared/validation/accounts.ts';
import { rolesWithIds, setUserRoles as setUserRoleItems } from '../lib/accounts/roles';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { BadRequestError } from '../lib/http/errors';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { userOr404 } from './route-helpers';

const toItems = (userId: string, roles: ReadonlyArray<{ id: string; name: string }>): UserRoleItem[] =>
  roles.map((role) => ({ userId, roleId: role.id, roleName: role.name }) as UserRoleItem);

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
  await setUserRoleItems(user, roles);
  return ok(toItems(user.userId, roles));
};
