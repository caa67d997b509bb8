import { updateUserSchema } from '../../shared/validation/accounts';
import { updateAccount, withOmittedFieldsCleared } from '../lib/accounts/accounts';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { userOr404 } from './find-user';

export const USER_ID_NOT_FOUND = 'User with ID not found';

/**
 * `PUT /api/users/{id}`: the whole user object; an omitted optional field is cleared, a stale
 * `concurrencyStamp` is 409.
 */
export const updateUser: RouteHandler = async ({ body, pathParameters }) => {
  const { concurrencyStamp, ...changes } = validate(updateUserSchema, body);
  const user = await userOr404(pathParameters.id, USER_ID_NOT_FOUND);
  return ok(
    toUserDetails(
      await updateAccount(user, withOmittedFieldsCleared(changes), concurrencyStamp ?? user.concurrencyStamp),
    ),
  );
};
