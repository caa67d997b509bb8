import { type ReactNode, StrictMode } from 'react';
import { RouteErrorPage } from '#web/app/routes/route-error-page.tsx';
import { ErrorBoundary } from '#web/shared/ui/error-boundary.tsx';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

/**
 * The whole app inside the router it is given: the browser's (main.tsx) or the page renderer's
 * static one (web/src/ssr/render-page.tsx). Both render this same tree, so a pre-rendered page
 * hydrates without a mismatch.
 */
export function App({ router }: { router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <AppProviders>
        {router(
          <ErrorBoundary
            fallback={
              <main className="container">
                <RouteErrorPage />
              </main>
            }
          >
            <AppRoutes />
          </ErrorBoundary>,
        )}
      </AppProviders>
    </StrictMode>
  );
}
