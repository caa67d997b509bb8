import { useEffect, useSyncExternalStore } from 'react';
import { HEALTH_POLL_INTERVAL_MS } from '#shared/constants.ts';
import type { HealthReport } from '#shared/health.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { createPolledRead, type PolledRead } from '#web/shared/api/polled-read.ts';

/**
 * `GET /api/health`: 200 with a healthy report, or an ApiError (a 503 carries the unhealthy report).
 * Background: the connection indicator and the health page show its failures themselves.
 */
function fetchHealth(): Promise<HealthReport> {
  return apiClient.request('GET /health', { background: true });
}

/**
 * The health check, polled while shown. One store for the connection indicator (in every page's
 * shell, where SWR would be 5 KB of the first load) and the two status pages, so a Refresh on
 * System health updates the indicator too. A failed check waits for the next poll.
 */
const healthCheck: PolledRead<HealthReport> = createPolledRead(fetchHealth, {
  intervalMs: HEALTH_POLL_INTERVAL_MS,
});

/** The latest check (`data` stays while a later one fails), whether one runs, and `mutate` to check again. */
export function useHealth() {
  const state = useSyncExternalStore(healthCheck.subscribe, healthCheck.getSnapshot, healthCheck.getSnapshot);
  useEffect(() => {
    void healthCheck.revalidateOnMount();
  }, []);
  return { ...state, mutate: healthCheck.revalidate };
}
