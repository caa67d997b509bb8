import type { DashboardSummary } from '../../../../../shared/dashboard';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';
import { useSWR } from '../../../shared/api/swr';

/** `GET /admin/summary` (admins) → 200 with each kind's count and first items; 403 for anyone else. */
export function fetchAdminSummary(): Promise<DashboardSummary> {
  return apiClient.request<DashboardSummary>('GET /admin/summary');
}

export function useAdminSummary() {
  return useSWR(apiPath('GET /admin/summary'), fetchAdminSummary);
}
