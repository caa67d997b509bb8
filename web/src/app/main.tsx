import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../shared/ui/theme.css';
import '../shared/ui/global.css';
import '../shared/ui/button.css';
import { seedPageDataFromDocument } from '../shared/api/page-data';
import { beginHydration } from '../shared/lib/use-hydrated';
import { App } from './app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = <App router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;

// A pre-rendered public page (web/src/ssr/) carries its HTML and the data it was rendered with:
// React hydrates it. Any other path gets the empty shell, which React renders.
if (seedPageDataFromDocument()) {
  beginHydration();
  hydrateRoot(container, app);
} else createRoot(container).render(app);
