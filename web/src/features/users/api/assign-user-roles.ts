import type { RoleId, UserRoleItem } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `PUT /user-roles/{userId}/roles` with the complete list of role ids → 200 with the user's roles. */
export function assignUserRoles(userId: string, roleIds: readonly RoleId[]): Promise<UserRoleItem[]> {
  return apiClient.request('PUT /user-roles/{userId}/roles', { params: { userId }, body: roleIds });
}
