import type { UserDetails } from '../../../../../shared/accounts';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';

/** Keyed by user, so one user's details are never shown to the next one signed in on this tab. */
export function currentUserKey(userId: string): readonly [string, string] {
  return [apiPath('GET /auth/me'), userId];
}

/** `GET /auth/me` → 200 with the signed-in user's details; 401 when the session has ended. */
export function fetchCurrentUser(): Promise<UserDetails> {
  return apiClient.request<UserDetails>('GET /auth/me');
}
