import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /auth/logout` with the stored bearer token → 204; the server ends the session. */
export async function requestLogout(): Promise<void> {
  await apiClient.request('POST /auth/logout');
}
