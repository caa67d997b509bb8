import { apiClient } from '../../../shared/api/api-client';

/** `POST /auth/forgot-password` → 200 `{ message }`, the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiClient.request<{ message: string }>('POST /auth/forgot-password', { body: { email } });
}
