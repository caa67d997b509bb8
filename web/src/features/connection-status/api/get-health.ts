import useSWR from 'swr';
import { HEALTH_POLL_INTERVAL_MS } from '../../../../../shared/constants';
import type { HealthReport } from '../../../../../shared/health';
import { apiClient } from '../../../shared/api/api-client';
import { apiPath } from '../../../shared/api/api-routes';

export const healthKey = apiPath('GET /health');

/**
 * `GET /api/health`: 200 with a healthy report, or an ApiError (500 carries the unhealthy report).
 * Background: the connection indicator and the health page show its failures themselves.
 */
export function fetchHealth(): Promise<HealthReport> {
  return apiClient.request<HealthReport>('GET /health', { background: true });
}

/** Polls the health check; a failed check waits for the next poll instead of retrying at once. */
export function useHealth() {
  return useSWR(healthKey, fetchHealth, { refreshInterval: HEALTH_POLL_INTERVAL_MS, shouldRetryOnError: false });
}
