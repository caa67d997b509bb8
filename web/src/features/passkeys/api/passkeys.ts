import type { PasskeyItem, PasskeyList } from '#shared/passkeys.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { storedAuthToken } from '#web/shared/api/auth-token.ts';
import { useSWR } from '#web/shared/api/swr.ts';
import { promptPasskeyCreation } from '#web/shared/lib/passkey-prompt.ts';

/** `GET /auth/passkeys` → the caller's passkeys. */
function fetchPasskeys(): Promise<PasskeyList> {
  return apiClient.request('GET /auth/passkeys');
}

/**
 * The signed-in caller's passkeys, keyed by the session's token as well, so the list of an account
 * signed out in this tab is never shown to the next one.
 */
export function usePasskeys() {
  const token = storedAuthToken();
  return useSWR(token ? [apiPath('GET /auth/passkeys'), token] : null, () => fetchPasskeys());
}

/**
 * Adds a passkey: options from the server (with the current password when one is given: needed
 * when the sign-in is not recent), the browser's prompt, then `POST /auth/passkeys/register` with
 * the attestation and the name. Throws PasskeyPromptError (cancelled, unsupported) or ApiError.
 */
export async function addPasskey(name: string, currentPassword?: string): Promise<PasskeyItem> {
  const options = await apiClient.request(
    'POST /auth/passkeys/register-options',
    currentPassword ? { body: { currentPassword } } : {},
  );
  const response = await promptPasskeyCreation(options);
  return apiClient.request('POST /auth/passkeys/register', { body: { name, response } });
}

/** `DELETE /auth/passkeys/{id}` → 204, with the current password when one is given (needed when the sign-in is not recent). */
export async function removePasskey(id: string, currentPassword?: string): Promise<void> {
  await apiClient.request('DELETE /auth/passkeys/{id}', {
    params: { id },
    ...(currentPassword ? { body: { currentPassword } } : {}),
  });
}
