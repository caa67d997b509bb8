import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `POST /auth/delete-account` with the current password (needed every time) → 204: the account
 * is soft-deleted and every session ended.
 */
export async function deleteOwnAccount(currentPassword: string): Promise<void> {
  await apiClient.request('POST /auth/delete-account', { body: { currentPassword } });
}
