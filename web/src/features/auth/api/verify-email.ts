import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /auth/verify-email` → 200 `{ message }`; 400 for an expired, used or unknown token. */
export function verifyEmail(token: string): Promise<{ message: string }> {
  return apiClient.request('POST /auth/verify-email', { body: { token } });
}
