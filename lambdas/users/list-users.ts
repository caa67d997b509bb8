import { isAdmin, type Page, type UserDetails, type UserSummary } from '../../shared/accounts';
import { toUserDetails, toUserSummary } from '../lib/accounts/user-view';
import { User } from '../lib/db/entities/user';
import { BadRequestError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/**
 * `GET /api/users?limit=&cursor=`: newest first, one query on gsi1. Admins get each user's
 * details; other signed-in users get names only.
 */
export const listUsers: RouteHandler = async ({ query, principal }) => {
  const { limit, cursor } = pageOptions(query);
  const result = await User.query
    .newestFirst({})
    .go({ order: 'desc', limit, cursor })
    .catch((error: Error) => {
      // ElectroDB refuses a cursor it did not issue (or one that was altered).
      if (cursor && /cursor/i.test(error.message)) throw new BadRequestError('cursor is not valid');
      throw error;
    });
  const admin = isAdmin(principal?.roles ?? []);
  const page: Page<UserDetails | UserSummary> = {
    items: result.data.map((user) => (admin ? toUserDetails(user) : toUserSummary(user))),
    cursor: result.cursor,
  };
  return ok(page);
};
