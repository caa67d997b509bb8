import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /auth/resend-verification` → 200 `{ message }` (sent, or already verified); 429 within a minute of the last link. */
export function resendVerification(): Promise<{ message: string }> {
  return apiClient.request('POST /auth/resend-verification');
}
