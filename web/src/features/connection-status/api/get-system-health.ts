import type { HealthReport } from '#shared/health.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/**
 * `GET /admin/health` (admins): the dependencies checked at this request, never from a cache;
 * 200 with a healthy report, or an ApiError (a 503 carries the unhealthy report; 403 for anyone else).
 */
function fetchSystemHealth(): Promise<HealthReport> {
  return apiClient.request('GET /admin/health');
}

/** The admins' check while `enabled`; nothing is asked otherwise. `mutate` checks again. */
export function useSystemHealth(enabled: boolean) {
  return useSWR(enabled ? apiPath('GET /admin/health') : null, fetchSystemHealth);
}
