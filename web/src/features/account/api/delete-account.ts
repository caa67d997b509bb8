import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `POST /auth/delete-account` → 204: the account is soft-deleted and every session ended. The
 * current password goes along when given (needed unless the sign-in is recent).
 */
export async function deleteOwnAccount(currentPassword?: string): Promise<void> {
  await apiClient.request('POST /auth/delete-account', currentPassword ? { body: { currentPassword } } : {});
}
