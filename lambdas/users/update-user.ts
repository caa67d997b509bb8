import { updateUserSchema } from '#shared/validation/accounts.ts';
import { USER_ID_NOT_FOUND, updateAccount, withOmittedFieldsCleared } from '../lib/accounts/accounts';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { userOr404 } from './route-helpers';

/**
 * `PUT /api/users/{id}`: the whole user object; an omitted optional field is cleared, a stale
 * `concurrencyStamp` is 409. The user's activity shows what an administrator changed.
 */
export const updateUser: RouteHandler = async ({ body, pathParameters, event }) => {
  const { concurrencyStamp, ...changes } = validate(updateUserSchema, body);
  const user = await userOr404(pathParameters.id, USER_ID_NOT_FOUND);
  const updated = await updateAccount(user, withOmittedFieldsCleared(changes), {
    expectedStamp: concurrencyStamp ?? user.concurrencyStamp,
    byAdmin: true,
    userAgent: event.headers['user-agent'],
  });
  return ok(toUserDetails(updated));
};
