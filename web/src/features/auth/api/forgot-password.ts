import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /auth/forgot-password` → 200 `{ message }`, the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiClient.request('POST /auth/forgot-password', { body: { email } });
}
