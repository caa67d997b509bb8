import type { UserDetails } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /users/{id}/restore` (admins) → 200 with the user, no longer deleted. */
export function restoreUser(id: string): Promise<UserDetails> {
  return apiClient.request('POST /users/{id}/restore', { params: { id } });
}
