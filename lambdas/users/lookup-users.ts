import type { UserLookupItem } from '#shared/accounts.ts';
import { userLookupQuerySchema } from '#shared/validation/accounts.ts';
import { normalizeUserName } from '../lib/accounts/normalize';
import { findUserByUserName } from '../lib/accounts/user-lookup';
import { displayNameOf } from '../lib/accounts/user-names';
import { findUserByEmail } from '../lib/accounts/users';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `GET /api/users/lookup?q=` (signed in): the user whose user name or e-mail address is exactly
 * `q` (any letter case), as `[{ id, name }]`, or `[]`. Exact only, so nothing is learnt from part of
 * a name or address; a deleted account is not found. An address (it has an '@') is looked up as an
 * address only, anything else as a user name only.
 */
export const lookupUsers: RouteHandler = async ({ query }) => {
  const { q } = validate(userLookupQuerySchema, query, 'query');
  const user = q.includes('@') ? await findUserByEmail(q) : await findUserByUserName(normalizeUserName(q));
  const found: UserLookupItem[] = user && !user.isDeleted ? [{ id: user.userId, name: displayNameOf(user) }] : [];
  return ok(found);
};
