import { createRoot, hydrateRoot } from 'react-dom/client';
import '#web/shared/ui/theme.css';
import '#web/shared/ui/global.css';
import '#web/shared/ui/button.css';
import { seedPageDataFromDocument } from '#web/shared/api/page-data.ts';
import { beginHydration } from '#web/shared/lib/use-hydrated.ts';
import { App } from './app';
import { GuardedBrowserRouter } from './browser-router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = <App router={(routes) => <GuardedBrowserRouter>{routes}</GuardedBrowserRouter>} />;

// A pre-rendered public page (web/src/ssr/) carries its HTML and the data it was rendered with:
// React hydrates it. Any other path gets the empty shell, which React renders.
if (seedPageDataFromDocument()) {
  beginHydration();
  hydrateRoot(container, app);
} else createRoot(container).render(app);
