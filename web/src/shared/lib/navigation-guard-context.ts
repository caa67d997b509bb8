import { createContext } from 'react';

/**
 * True below the browser's data router, where the navigation guard (react-router's blocker) asks
 * before an in-app navigation or Back leaves a form with unsaved changes. Elsewhere (a test's
 * MemoryRouter, the page renderer's StaticRouter) useUnsavedChangesWarning asks on a link click.
 */
export const NavigationGuardContext = createContext(false);
