import { mutate } from 'swr';
import type { Page, UserDetails, UserSummary } from '#shared/accounts.ts';
import { type UserFilters, usersQueryOf } from '#web/features/users/lib/user-filters.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

const USERS_PAGE_SIZE = 20;

/** Admins get full details; other signed-in users a summary without contact data. */
export type UserListItem = UserDetails | UserSummary;

/**
 * `GET /users?q=&role=&state=&sort=&order=&limit=&cursor=` → 200 `Page` of users; pass the
 * answer's cursor back for the next page (null on the last one).
 */
function fetchUsersPage(filters: UserFilters, cursor: string | null): Promise<Page<UserListItem>> {
  return apiClient.request('GET /users', { query: usersQueryOf(filters, cursor, USERS_PAGE_SIZE) });
}

/** Keyed by viewer as well: an admin's page (with emails) is never shown to the next user of the tab. */
export function useUsersPage(viewerId: string | undefined, filters: UserFilters, cursor: string | null) {
  const query = JSON.stringify(usersQueryOf(filters, cursor, USERS_PAGE_SIZE));
  return useSWR(viewerId ? [apiPath('GET /users'), viewerId, query] : null, () => fetchUsersPage(filters, cursor), {
    prerender: false,
    keepPreviousData: true,
  });
}

/** Reloads every cached page of the list (after a user was created, changed or deleted). */
export function refreshUsersPages(): Promise<unknown> {
  const path = apiPath('GET /users');
  return mutate((key) => Array.isArray(key) && key[0] === path);
}
