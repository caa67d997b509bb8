import type * as z from 'zod/mini';
import type { PageViewInput } from '#shared/analytics.ts';
import type { pageViewRecorded } from '#shared/contract/site.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** Answer of `POST /api/analytics/pageview` (a type only: no schema is loaded on a public page). */
export type RecordedPageView = z.output<typeof pageViewRecorded>;

/** `POST /api/analytics/pageview`; keepalive so a view is not lost when the visitor leaves. */
export function recordPageView(view: PageViewInput): Promise<RecordedPageView> {
  return apiClient.request('POST /analytics/pageview', {
    body: view,
    keepalive: true,
    background: true,
  });
}
