import type { UserRoleItem } from '../../../../../shared/accounts';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

export function userRolesKey(userId: string): string {
  return apiPath('GET /user-roles/{userId}/roles', { userId });
}

/** `GET /user-roles/{userId}/roles` → the user's roles; on any failure an empty list (spec §7). */
export async function fetchUserRoles(userId: string): Promise<UserRoleItem[]> {
  try {
    const roles = await apiClient.request<unknown>('GET /user-roles/{userId}/roles', { params: { userId } });
    return Array.isArray(roles) ? (roles as UserRoleItem[]) : [];
  } catch (error) {
    console.warn(`Roles of user ${userId} could not be read; showing none.`, error);
    return [];
  }
}

export function useUserRoles(userId: string | undefined) {
  return useSWR(userId ? userRolesKey(userId) : null, () => fetchUserRoles(userId ?? ''));
}
