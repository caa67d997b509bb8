import { createContext, type ReactNode, useContext } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { NavigationGuardContext } from '#web/shared/lib/navigation-guard-context.ts';
import { NavigationGuard } from '#web/shared/ui/navigation-guard.tsx';

/** The app's route tree (its own <Routes>), handed to the one splat route below. */
const RoutesContext = createContext<ReactNode>(null);

function GuardedRoutes() {
  return (
    <NavigationGuardContext.Provider value={true}>
      {useContext(RoutesContext)}
      <NavigationGuard />
    </NavigationGuardContext.Provider>
  );
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The browser's router: a data router (so react-router's blocker can hold a navigation while a
 * form has unsaved changes) with one splat route whose element is the app's own <Routes> tree, so
 * the routes stay declared as descendant routes, as the page renderer's StaticRouter renders them.
 * Made once, on first render, as it listens to the browser's history.
 */
export function BrowserDataRouter({ children }: { children: ReactNode }) {
  router ??= createBrowserRouter([{ path: '*', element: <GuardedRoutes /> }]);
  return (
    <RoutesContext.Provider value={children}>
      <RouterProvider router={router} />
    </RoutesContext.Provider>
  );
}
