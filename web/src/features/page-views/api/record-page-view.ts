import type { PageViewInput } from '#shared/analytics.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** Answer of `POST /api/analytics/pageview`. */
export interface RecordedPageView {
  path: string;
  day: string;
  views: number;
  newVisitor: boolean;
}

/** `POST /api/analytics/pageview`; keepalive so a view is not lost when the visitor leaves. */
export function recordPageView(view: PageViewInput): Promise<RecordedPageView> {
  return apiClient.request<RecordedPageView>('POST /analytics/pageview', {
    body: view,
    keepalive: true,
    background: true,
  });
}
