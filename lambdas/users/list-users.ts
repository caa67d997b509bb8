import { hasAccess, type Page, type UserDetails, type UserSummary } from '#shared/accounts.ts';
import { toUserDetails, toUserSummary } from '../lib/accounts/user-view';
import { listUsersNewestFirst } from '../lib/accounts/users';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/**
 * `GET /api/users?limit=&cursor=`: newest first, one query on gsi1. Admins get every user with
 * their details, deleted ones too (`isDeleted`); other signed-in users get the names of the
 * accounts that are not deleted.
 */
export const listUsers: RouteHandler = async ({ query, principal }) => {
  const admin = hasAccess(principal?.roles ?? [], 'admin');
  const result = await listUsersNewestFirst(pageOptions(query), { withDeleted: admin });
  const page: Page<UserDetails | UserSummary> = {
    items: result.items.map((user) => (admin ? toUserDetails(user) : toUserSummary(user))),
    cursor: result.cursor,
  };
  return ok(page);
};
