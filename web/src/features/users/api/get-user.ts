import type { UserDetails } from '../../../../../shared/accounts';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

export function userKey(id: string): string {
  return apiPath('GET /users/{id}', { id });
}

/** `GET /users/{id}` (admins) → 200 with the user, deleted ones included; 404 `User not found`. */
export function fetchUser(id: string): Promise<UserDetails> {
  return apiClient.request<UserDetails>('GET /users/{id}', { params: { id } });
}

export function useUser(id: string | undefined) {
  return useSWR(id ? userKey(id) : null, () => fetchUser(id ?? ''));
}
