import { recordPageView } from '#web/features/page-views/api/record-page-view.ts';
import { buildPageView } from './page-view';
import { touchAnalyticsSession } from './session-store';

/** Records one view of `path`; failures are logged, never thrown. */
export async function sendPageView(path: string, referrer: string): Promise<void> {
  try {
    await recordPageView(buildPageView({ path, referrer, sessionId: touchAnalyticsSession() }));
  } catch (error) {
    console.warn(`Page view of ${path} not recorded.`, error);
  }
}
