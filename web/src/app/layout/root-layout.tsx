import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useConsent } from '../../features/consent/components/consent-provider';
import { ConsentUi } from '../../features/consent/components/consent-ui';
import { usePageViews } from '../../features/page-views/hooks/use-page-views';
import { useScrollToTop } from '../../shared/lib/use-scroll-to-top';
import { ErrorBoundary } from '../../shared/ui/error-boundary';
import { Spinner } from '../../shared/ui/spinner';
import { beforePageView } from '../page-view-gates';
import { RouteErrorPage } from '../routes/route-error-page';
import { AppFrame } from './app-frame';

/** Every page renders inside this: the frame, a spinner while the page's chunk loads, an error page if it fails. */
export function RootLayout() {
  const { pathname } = useLocation();
  useScrollToTop();
  const { analyticsAccepted } = useConsent();
  usePageViews(pathname, beforePageView, analyticsAccepted);

  return (
    <AppFrame>
      <ErrorBoundary resetKey={pathname} fallback={<RouteErrorPage />}>
        <Suspense fallback={<Spinner page label="Loading page…" />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
      <ConsentUi />
    </AppFrame>
  );
}
