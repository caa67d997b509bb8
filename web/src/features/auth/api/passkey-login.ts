import { apiClient } from '#web/shared/api/api-client.ts';
import { promptPasskeyAssertion } from '#web/shared/lib/passkey-prompt.ts';

/**
 * Sign in with a passkey, the discoverable way (no e-mail asked): `POST /auth/passkeys/login-options`,
 * the browser's prompt, then `POST /auth/passkeys/login`, which answers as `POST /auth/login` does
 * (a `LoginResponse`), with the same 401/403/429 refusals. Throws PasskeyPromptError when the
 * prompt ends without a passkey (cancelled, unsupported).
 */
export async function requestPasskeyLogin(rememberMe: boolean): Promise<unknown> {
  const options = await apiClient.request('POST /auth/passkeys/login-options');
  const response = await promptPasskeyAssertion(options);
  return apiClient.request('POST /auth/passkeys/login', { body: { response, rememberMe } });
}
