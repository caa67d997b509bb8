import { listActivity as listActivityOf } from '../lib/db/activity';
import { BadRequestError, UnauthorizedError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/**
 * `GET /api/auth/activity?limit=&cursor=`: the signed-in user's own activity (sign-ins, account
 * changes, saved cookie choices), newest first, one Query on their partition.
 */
export const listActivity: RouteHandler = async ({ query, principal }) => {
  if (!principal) throw new UnauthorizedError();
  const { limit, cursor } = pageOptions(query);
  // Only ever the caller's own partition: no user id is read from the request.
  const page = await listActivityOf(principal.userId, { limit, cursor }).catch((error: Error) => {
    // ElectroDB refuses a cursor it did not issue (or one that was altered).
    if (cursor && /cursor/i.test(error.message)) throw new BadRequestError('cursor is not valid');
    throw error;
  });
  return ok(page);
};
