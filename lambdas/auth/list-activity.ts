import { listActivity as listActivityOf } from '../lib/accounts/activity';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { UnauthorizedError } from '../lib/http/errors';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/**
 * `GET /api/auth/activity?limit=&cursor=`: the signed-in user's own activity (sign-ins, account
 * changes, saved cookie choices), newest first, one Query on their partition.
 */
export const listActivity: RouteHandler = async ({ query, principal }) => {
  if (!principal) throw new UnauthorizedError();
  // Only ever the caller's own partition: no user id is read from the request.
  return ok(await listActivityOf(principal.userId, pageOptions(query)));
};
