import { createContext } from 'react';

/**
 * True below the browser's router, whose history holds a navigation (guarded-history.ts) that
 * would leave a form with unsaved changes until the navigation guard has asked. Elsewhere (a test's
 * MemoryRouter, the page renderer's StaticRouter) useUnsavedChangesWarning asks on a link click.
 */
export const NavigationGuardContext = createContext(false);
