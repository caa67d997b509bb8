import type { RoleId, UserRoleItem } from '../../../../../shared/accounts';
import { apiClient } from '../../../shared/api/api-client';

/** `PUT /user-roles/{userId}/roles` with the complete list of role ids → 200 with the user's roles. */
export function assignUserRoles(userId: string, roleIds: readonly RoleId[]): Promise<UserRoleItem[]> {
  return apiClient.request<UserRoleItem[]>('PUT /user-roles/{userId}/roles', { params: { userId }, body: roleIds });
}
