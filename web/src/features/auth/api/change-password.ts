import type * as z from 'zod/mini';
import type { changePasswordSchema } from '#shared/validation/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

export type PasswordChange = z.input<typeof changePasswordSchema>;

/**
 * `POST /auth/change-password` → 200 `LoginResponse`: every session ended and a fresh one for this
 * device. 400 `Current password is incorrect`.
 */
export function changePassword(change: PasswordChange): Promise<unknown> {
  return apiClient.request('POST /auth/change-password', { body: change });
}
