import { apiClient } from '#web/shared/api/api-client.ts';

export interface PasswordChange {
  id?: string;
  currentPassword: string;
  newPassword: string;
}

/**
 * `POST /auth/change-password` → 200 `LoginResponse`: every session ended and a fresh one for this
 * device. 400 `Current password is incorrect`.
 */
export function changePassword(change: PasswordChange): Promise<unknown> {
  return apiClient.request<unknown>('POST /auth/change-password', { body: change });
}
