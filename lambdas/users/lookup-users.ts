import { hasAccess, USER_LOOKUP_OWNERS_ONLY, type UserLookupItem } from '#shared/accounts.ts';
import { userLookupQuerySchema } from '#shared/validation/accounts.ts';
import { normalizeUserName } from '../lib/accounts/normalize';
import { countUserLookup, findUserByUserName } from '../lib/accounts/user-lookup';
import { displayNameOf } from '../lib/accounts/user-names';
import { findUserByEmail } from '../lib/accounts/users';
import { NotPermittedError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { ownsAProject } from '../lib/projects/projects';

/**
 * `GET /api/users/lookup?q=` (an admin, or a user who owns a project: the members screen is its
 * only use): the user whose user name or e-mail address is exactly `q` (any letter case), as
 * `[{ id, name }]`, or `[]`. Exact only, so nothing is learnt from part of a name or address; a
 * deleted account is not found. An address (it has an '@') is looked up as an address only,
 * anything else as a user name only. Each caller has USER_LOOKUP_LIMIT_PER_HOUR lookups an hour
 * (429 after), so whether addresses are registered cannot be probed in bulk.
 */
export const lookupUsers: RouteHandler = async (request) => {
  const { q } = validate(userLookupQuerySchema, request.query, 'query');
  const callerId = actorOf(request);
  const isAdmin = hasAccess(request.principal?.roles ?? [], 'admin');
  if (!isAdmin && !(await ownsAProject(callerId))) throw new NotPermittedError(USER_LOOKUP_OWNERS_ONLY);
  await countUserLookup(callerId);
  const user = q.includes('@') ? await findUserByEmail(q) : await findUserByUserName(normalizeUserName(q));
  const found: UserLookupItem[] = user && !user.isDeleted ? [{ id: user.userId, name: displayNameOf(user) }] : [];
  return ok(found);
};
