import type { UserRoleItem } from '#shared/accounts.ts';
import { listUserRoles } from '../lib/accounts/roles';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { userOr404 } from './route-helpers';

/** `GET /api/user-roles/{userId}/roles`: items with userId, roleId, roleName. */
export const getUserRoles: RouteHandler = async ({ pathParameters }) => {
  const user = await userOr404(pathParameters.userId);
  const roles = await listUserRoles(user.userId);
  return ok(roles.map(({ userId, roleId, roleName }) => ({ userId, roleId, roleName }) as UserRoleItem));
};
