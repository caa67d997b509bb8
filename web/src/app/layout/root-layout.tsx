import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { beforePageView } from '#web/app/page-view-gates.ts';
import { RouteErrorPage } from '#web/app/routes/route-error-page.tsx';
import { useAnalyticsConsent } from '#web/features/consent/hooks/use-analytics-consent.ts';
import { usePageViews } from '#web/features/page-views/hooks/use-page-views.ts';
import { useScrollToTop } from '#web/shared/lib/use-scroll-to-top.ts';
import { ErrorBoundary } from '#web/shared/ui/error-boundary.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { AppFrame } from './app-frame';

/** Every page renders inside this: the frame, a spinner while the page's chunk loads, an error page if it fails. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  const analyticsAccepted = useAnalyticsConsent();
  usePageViews(pathname, beforePageView, analyticsAccepted);

  return (
    <AppFrame>
      <ErrorBoundary resetKey={pathname} fallback={<RouteErrorPage />}>
        <Suspense fallback={<Spinner page label="Loading page…" />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </AppFrame>
  );
}
