import { createUserSchema } from '#shared/validation/accounts.ts';
import { createAccount } from '../lib/accounts/accounts';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/** `POST /api/users`: an admin creates an account, with roles (default User). */
export const createUser: RouteHandler = async ({ body, createId }) => {
  const input = validate(createUserSchema, body);
  return created(toUserDetails(await createAccount(input, createId)));
};
