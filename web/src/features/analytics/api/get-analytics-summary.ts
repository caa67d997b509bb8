import type { AnalyticsSummary } from '#shared/analytics.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { apiPath } from '#web/shared/api/api-routes.ts';
import { useSWR } from '#web/shared/api/swr.ts';

/** Keyed by viewer too: an admin's figures are never shown to the next user of the tab. */
function analyticsSummaryKey(viewerId: string, days: number) {
  return [apiPath('GET /analytics/summary'), viewerId, days] as const;
}

/** `GET /analytics/summary?days=` → page views per day and the top paths of the last `days` days (admins). */
function fetchAnalyticsSummary(days: number): Promise<AnalyticsSummary> {
  return apiClient.request('GET /analytics/summary', { query: { days } });
}

/** The summary of the chosen period; the previous period's stays on screen while the next one loads. */
export function useAnalyticsSummary(viewerId: string | undefined, days: number) {
  return useSWR(
    viewerId ? analyticsSummaryKey(viewerId, days) : null,
    ([, , period]) => fetchAnalyticsSummary(period),
    {
      keepPreviousData: true,
    },
  );
}
