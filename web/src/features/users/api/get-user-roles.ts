import type { UserRoleItem } from '#shared/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

export function userRolesKey(userId: string): string {
  return apiPath('GET /user-roles/{userId}/roles', { userId });
}

/** `GET /user-roles/{userId}/roles` → the user's roles; on any failure an empty list. */
async function fetchUserRoles(userId: string): Promise<UserRoleItem[]> {
  try {
    const roles = await apiClient.request('GET /user-roles/{userId}/roles', { params: { userId } });
    return Array.isArray(roles) ? roles : [];
  } catch (error) {
    console.warn(`Roles of user ${userId} could not be read; showing none.`, error);
    return [];
  }
}

export function useUserRoles(userId: string | undefined) {
  return useSWR(userId ? userRolesKey(userId) : null, () => fetchUserRoles(userId ?? ''));
}
