import type { EndedSessions } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `DELETE /users/{id}/sessions` (admins) → 200 `{ ended }`: every session of the user ended; 404 `User not found`. */
export function endUserSessions(id: string): Promise<EndedSessions> {
  return apiClient.request('DELETE /users/{id}/sessions', { params: { id } });
}
