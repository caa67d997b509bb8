import { type ReactNode, useState } from 'react';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory } from 'react-router';
import { guardedHistory } from '#web/shared/lib/guarded-history.ts';
import { NavigationGuardContext } from '#web/shared/lib/navigation-guard-context.ts';
import { NavigationGuard } from '#web/shared/ui/navigation-guard.tsx';

/**
 * The browser's router: react-router's BrowserRouter, on a history that holds a navigation away
 * from a form with unsaved changes until the navigation guard asks (guarded-history.ts). The
 * routes stay the app's own <Routes> tree, as the page renderer's StaticRouter renders them.
 */
export function GuardedBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => guardedHistory(UNSAFE_createBrowserHistory({ v5Compat: true })));
  return (
    <HistoryRouter history={history}>
      <NavigationGuardContext.Provider value={true}>
        {children}
        <NavigationGuard />
      </NavigationGuardContext.Provider>
    </HistoryRouter>
  );
}
