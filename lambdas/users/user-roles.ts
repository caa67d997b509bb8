import { createWriteTransaction } from 'electrodb';
import { ROLES, type UserRoleItem } from '../../shared/accounts';
import { assignRolesSchema } from '../../shared/validation/accounts';
import { listUserRoles } from '../lib/accounts/accounts';
import { listSessions } from '../lib/accounts/sessions';
import { Session } from '../lib/db/entities/session';
import { User } from '../lib/db/entities/user';
import { UserRole } from '../lib/db/entities/user-role';
import { BadRequestError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { userOr404 } from './find-user';

/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

const toItems = (roles: Array<{ userId: string; roleId: string; roleName: string }>): UserRoleItem[] =>
  roles.map(({ userId, roleId, roleName }) => ({ userId, roleId, roleName }) as UserRoleItem);

/** `GET /api/roles`: the roles of spec §6. */
export const listRoles: RouteHandler = async () => ok(ROLES.map(({ id, name }) => ({ id, name })));

/** `GET /api/user-roles/{userId}/roles`: items with userId, roleId, roleName. */
export const getUserRoles: RouteHandler = async ({ pathParameters }) => {
  const [user, roles] = await Promise.all([
    userOr404(pathParameters.userId),
    listUserRoles(pathParameters.userId ?? ''),
  ]);
  return ok(toItems(roles.filter((role) => role.userId === user.userId)));
};

/**
 * `PUT /api/user-roles/{userId}/roles` with the complete list of role ids. Role items, the user's
 * role names and the roles of their live sessions change in one transaction, so a demoted admin
 * loses admin rights on their next request.
 */
export const setUserRoles: RouteHandler = async ({ body, pathParameters, principal }) => {
  const roleIds = [...new Set(validate(assignRolesSchema, body))];
  const user = await userOr404(pathParameters.userId);
  const wanted = ROLES.filter((role) => roleIds.includes(role.id));
  const roleNames = wanted.map((role) => role.name);
  if (user.userId === principal?.userId && !roleNames.some((name) => name === 'Admin' || name === 'SuperAdmin')) {
    throw new BadRequestError('You cannot remove your own admin role.');
  }
  const [current, sessions] = await Promise.all([listUserRoles(user.userId), listSessions(user.userId)]);
  const now = new Date().toISOString();
  const removed = current.filter((role) => !roleIds.includes(role.roleId));
  const added = wanted.filter((role) => !current.some((existing) => existing.roleId === role.id));
  if (removed.length + added.length + sessions.length + 1 > MAX_TRANSACTION_ITEMS) {
    throw new BadRequestError('Too many sessions to update at once; ask the user to sign out first.');
  }
  await createWriteTransaction(
    { userRole: UserRole, user: User, session: Session },
    ({ userRole, user: users, session }) => [
      ...removed.map((role) => userRole.delete({ userId: user.userId, roleId: role.roleId }).commit()),
      ...added.map((role) =>
        userRole.put({ userId: user.userId, roleId: role.id, roleName: role.name, assignedAt: now }).commit(),
      ),
      users.patch({ userId: user.userId }).set({ roles: roleNames, updatedAt: now }).commit(),
      ...sessions.map((live) =>
        session.patch({ userId: user.userId, sessionId: live.sessionId }).set({ roles: roleNames }).commit(),
      ),
    ],
  ).go();
  return ok(toItems(wanted.map((role) => ({ userId: user.userId, roleId: role.id, roleName: role.name }))));
};
