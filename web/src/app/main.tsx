import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../shared/ui/theme.css';
import '../shared/ui/global.css';
import '../shared/ui/button.css';
import { ErrorBoundary } from '../shared/ui/error-boundary';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';
import { RouteErrorPage } from './routes/route-error-page';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <ErrorBoundary
          fallback={
            <main className="container">
              <RouteErrorPage />
            </main>
          }
        >
          <AppRoutes />
        </ErrorBoundary>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
