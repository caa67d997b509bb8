import type { DashboardSummary } from '#shared/dashboard.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** `GET /admin/summary` (admins) → 200 with each kind's count and first items; 403 for anyone else. */
function fetchAdminSummary(): Promise<DashboardSummary> {
  return apiClient.request('GET /admin/summary');
}

export function useAdminSummary() {
  return useSWR(apiPath('GET /admin/summary'), fetchAdminSummary);
}
