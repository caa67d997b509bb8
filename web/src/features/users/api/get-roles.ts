import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

const rolesKey = apiPath('GET /roles');

/** `GET /roles` → every role as `{ id, name }`. */
function fetchRoles() {
  return apiClient.request('GET /roles');
}

/** Nothing is fetched while `enabled` is false (e.g. for a visitor who may not assign roles). */
export function useRoles(enabled = true) {
  return useSWR(enabled ? rolesKey : null, fetchRoles, { revalidateOnFocus: false });
}
