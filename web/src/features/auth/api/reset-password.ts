import type { ResetPasswordInput } from '#shared/validation/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /auth/reset-password` → 200 `{ message }`; 400 `Invalid token` or an expired-token message. */
export function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  return apiClient.request('POST /auth/reset-password', { body: input });
}
