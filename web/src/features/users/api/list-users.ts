import { mutate } from 'swr';
import type { Page, UserDetails, UserSummary } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

const USERS_PAGE_SIZE = 20;

/** Admins get full details; other signed-in users a summary without contact data. */
export type UserListItem = UserDetails | UserSummary;

/** Keyed by viewer as well: an admin's page (with emails) is never shown to the next user of the tab. */
function usersPageKey(viewerId: string, cursor: string | null) {
  return [apiPath('GET /users'), viewerId, cursor ?? ''] as const;
}

/** `GET /users?limit=&cursor=` → 200 `Page` of users; pass the answer's cursor back for the next page. */
function fetchUsersPage(cursor: string | null, limit = USERS_PAGE_SIZE): Promise<Page<UserListItem>> {
  return apiClient.request('GET /users', { query: { limit, cursor: cursor ?? undefined } });
}

export function useUsersPage(viewerId: string | undefined, cursor: string | null) {
  return useSWR(viewerId ? usersPageKey(viewerId, cursor) : null, ([, , pageCursor]) =>
    fetchUsersPage(pageCursor || null),
  );
}

/** Reloads every cached page of the list (after a user was created, changed or deleted). */
export function refreshUsersPages(): Promise<unknown> {
  const path = apiPath('GET /users');
  return mutate((key) => Array.isArray(key) && key[0] === path);
}
