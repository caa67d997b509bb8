import { useEffect, useRef } from 'react';
import { configuredAnalyticsId } from '#web/features/page-views/lib/analytics-config.ts';

/** Reads to finish before a path's view is recorded (so a page can show numbers from before this visit). */
export type BeforePageView = (pathname: string) => Promise<unknown> | undefined;

/**
 * The sending code (session id, body, API call) is a chunk of its own, fetched with the first view
 * that may be recorded: a visitor who refused analytics never downloads it.
 */
async function sendPageView(path: string, referrer: string): Promise<void> {
  try {
    const { sendPageView: send } = await import('#web/features/page-views/lib/send-page-view.ts');
    await send(path, referrer);
  } catch (error) {
    console.warn(`Page view of ${path} not recorded.`, error);
  }
}

/**
 * Records one page view each time `pathname` changes, the first load included; the referrer goes
 * with the first view only. Failures are logged, never thrown. Nothing is sent while `allowed` is
 * false (no analytics consent) or no measurement id is configured; when `allowed` turns true the
 * current page is recorded.
 */
export function usePageViews(pathname: string, beforeView?: BeforePageView, allowed = true): void {
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (!allowed || configuredAnalyticsId() === undefined) return;
    if (lastPath.current === pathname) return;
    const referrer = lastPath.current === null ? document.referrer : '';
    lastPath.current = pathname;
    void Promise.resolve(beforeView?.(pathname))
      .catch(() => undefined)
      .then(() => sendPageView(pathname, referrer));
  }, [pathname, beforeView, allowed]);
}
