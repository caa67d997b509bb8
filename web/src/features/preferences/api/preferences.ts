import type { PreferencesUpdate, UserPreferences } from '#shared/preferences.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `GET /auth/preferences` (bearer token) → 200 with every preference, defaults for what was never
 * saved. `background`: read on sign-in, not asked for by the user, so no timeout notice.
 */
export function fetchPreferences(options: { background?: boolean } = {}): Promise<UserPreferences> {
  return apiClient.request('GET /auth/preferences', options);
}

/**
 * `PUT /auth/preferences` → 200 with every preference after the change (the others keep their
 * value). `keepalive`: sent as the page goes away, so a change made just before is not lost.
 */
export function savePreferences(
  update: PreferencesUpdate,
  options: { background?: boolean; keepalive?: boolean } = {},
): Promise<UserPreferences> {
  return apiClient.request('PUT /auth/preferences', { body: update, ...options });
}
