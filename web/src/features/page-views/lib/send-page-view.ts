import { recordPageView } from '#web/features/page-views/api/record-page-view.ts';
import { isCountedPage } from './counted-pages';
import { buildPageView } from './page-view';
import { markAnalyticsSessionRegistered, touchAnalyticsSession } from './session-store';

/**
 * Records one view of `path`; failures are logged, never thrown. Every page view of the app and of
 * the public pages goes through here: a sign-in or signed-in screen (counted-pages.ts) sends
 * nothing and touches no session. The session id goes with the views of a session until the server
 * has answered one of them (the visitor is then counted); later views leave it out, so the server
 * does not try to register the same session again.
 */
export async function sendPageView(path: string, referrer: string): Promise<void> {
  if (!isCountedPage(path)) return;
  try {
    const session = touchAnalyticsSession();
    const sessionId = session.registered ? undefined : session.id;
    await recordPageView(buildPageView({ path, referrer, sessionId }));
    if (sessionId) markAnalyticsSessionRegistered(sessionId);
  } catch (error) {
    console.warn(`Page view of ${path} not recorded.`, error);
  }
}
