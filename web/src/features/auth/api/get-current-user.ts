import type { UserDetails } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';

/** Keyed by user, so one user's details are never shown to the next one signed in on this tab. */
export function currentUserKey(userId: string): readonly [string, string] {
  return [apiPath('GET /auth/me'), userId];
}

/** `GET /auth/me` → 200 with the signed-in user's details; 401 when the session has ended. */
export function fetchCurrentUser(): Promise<UserDetails> {
  return apiClient.request('GET /auth/me');
}
