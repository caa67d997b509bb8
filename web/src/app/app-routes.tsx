import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layout/root-layout';

const HomePage = lazy(() => import('./routes/home').then((module) => ({ default: module.HomePage })));
const NotFoundPage = lazy(() => import('./routes/not-found').then((module) => ({ default: module.NotFoundPage })));

/**
 * The pages, each its own chunk loaded on first visit. Add a page as one more lazy component and
 * `<Route>` here, its path in paths.ts and, when it belongs in the navbar, an entry in nav-items.ts.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<HomePage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
