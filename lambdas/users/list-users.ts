import { isAdmin, type Page, type UserDetails, type UserSummary } from '../../shared/accounts';
import { toUserDetails, toUserSummary } from '../lib/accounts/user-view';
import { User } from '../lib/db/entities/user';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions, queryPage } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/**
 * `GET /api/users?limit=&cursor=`: newest first, one query on gsi1. Admins get each user's
 * details; other signed-in users get names only.
 */
export const listUsers: RouteHandler = async ({ query, principal }) => {
  const { limit, cursor } = pageOptions(query);
  const result = await queryPage(cursor, () => User.query.newestFirst({}).go({ order: 'desc', limit, cursor }));
  const admin = isAdmin(principal?.roles ?? []);
  const page: Page<UserDetails | UserSummary> = {
    items: result.items.map((user) => (admin ? toUserDetails(user) : toUserSummary(user))),
    cursor: result.cursor,
  };
  return ok(page);
};
