import {
  hasAccess,
  type Page,
  USER_LIST_ADMIN_ONLY,
  USER_SORT_DEFAULT_ORDER,
  type UserDetails,
  type UserSummary,
} from '#shared/accounts.ts';
import { userListQuerySchema } from '#shared/validation/accounts.ts';
import { listUsersMatching } from '../lib/accounts/user-list';
import { toUserDetails, toUserSummary } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { fieldError } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `GET /api/users?q=&role=&state=&sort=&order=&limit=&cursor=`: newest first unless `sort` says
 * otherwise. Admins get every user with their details, deleted ones too (`isDeleted`), and may
 * filter by role and state and order by last sign-in; other signed-in users get the names of the
 * accounts that are not deleted, searched by name and user name only.
 */
export const listUsers: RouteHandler = async ({ query, principal }) => {
  const admin = hasAccess(principal?.roles ?? [], 'admin');
  const { q, role, state, sort = 'created', order } = validate(userListQuerySchema, query, 'query');
  if (!admin) {
    if (role) throw fieldError('role', `Filtering by role ${USER_LIST_ADMIN_ONLY}`);
    if (state) throw fieldError('state', `Filtering by state ${USER_LIST_ADMIN_ONLY}`);
    if (sort === 'lastSignIn') throw fieldError('sort', `Sorting by last sign-in ${USER_LIST_ADMIN_ONLY}`);
  }
  const result = await listUsersMatching(
    { q, role, state, sort, order: order ?? USER_SORT_DEFAULT_ORDER[sort], admin },
    pageOptions(query),
  );
  const page: Page<UserDetails | UserSummary> = {
    items: result.items.map((user) => (admin ? toUserDetails(user) : toUserSummary(user))),
    cursor: result.cursor,
  };
  return ok(page);
};
