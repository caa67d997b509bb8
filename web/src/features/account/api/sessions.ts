import type { EndedSessions, SessionList } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** Keyed by user as well, so one user's devices are never shown to the next one signed in on this tab. */
function sessionsKey(userId: string) {
  return [apiPath('GET /auth/sessions'), userId] as const;
}

/** `GET /auth/sessions` → 200 with the caller's live sessions, newest first, `current` marking this one. */
function fetchSessions(): Promise<SessionList> {
  return apiClient.request('GET /auth/sessions');
}

export function useSessions(userId: string | undefined) {
  return useSWR(userId ? sessionsKey(userId) : null, () => fetchSessions());
}

/** `DELETE /auth/sessions/{id}` → 204: that device is signed out; 404 when it is not one of the caller's live sessions. */
export async function endSession(id: string): Promise<void> {
  await apiClient.send('DELETE /auth/sessions/{id}', { params: { id } });
}

/** `POST /auth/sessions/revoke-others` → 200 `{ ended }`: every other device signed out. */
export function endOtherSessions(): Promise<EndedSessions> {
  return apiClient.request('POST /auth/sessions/revoke-others');
}
