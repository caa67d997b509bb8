import type { Role } from '../../../../../shared/accounts';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

export const rolesKey = apiPath('GET /roles');

/** `GET /roles` → every role as `{ id, name }`. */
export function fetchRoles(): Promise<Role[]> {
  return apiClient.request<Role[]>('GET /roles');
}

/** Nothing is fetched while `enabled` is false (e.g. for a visitor who may not assign roles). */
export function useRoles(enabled = true) {
  return useSWR(enabled ? rolesKey : null, fetchRoles, { revalidateOnFocus: false });
}
