import type { UserDetails } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /users/{id}/unlock` (admins) → 200 with the user, no longer locked; 404 `User not found`. */
export function unlockUser(id: string): Promise<UserDetails> {
  return apiClient.request('POST /users/{id}/unlock', { params: { id } });
}
