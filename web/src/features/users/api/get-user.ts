import type { UserDetails } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export function userKey(id: string): string {
  return apiPath('GET /users/{id}', { id });
}

/** `GET /users/{id}` (admins) → 200 with the user, deleted ones included; 404 `User not found`. */
function fetchUser(id: string): Promise<UserDetails> {
  return apiClient.request('GET /users/{id}', { params: { id } });
}

export function useUser(id: string | undefined) {
  return useSWR(id ? userKey(id) : null, () => fetchUser(id ?? ''));
}
