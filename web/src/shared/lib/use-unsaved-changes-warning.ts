import { useContext, useEffect, useRef } from 'react';
import { NavigationGuardContext } from './navigation-guard-context';
import { registerUnsavedForm } from './unsaved-forms';

const UNSAVED_CHANGES_QUESTION = 'Leave this page? Your changes have not been saved.';

export interface UnsavedChangesOptions {
  /**
   * Called once the editor has signed in again in place after the session ended elsewhere (a
   * sign-out in another tab, an expired session): the form saves what it holds.
   */
  afterSignIn?: () => void;
}

/**
 * While `unsaved`, leaving asks first: the browser's own prompt when the tab is closed or
 * reloaded; under the browser's router, the navigation guard's dialog for a link, Back, Forward
 * or any other in-app navigation (web/src/shared/ui/navigation-guard.tsx); under any
 * other router, a confirmation before a link inside the site is followed (a capture listener on
 * the window runs before the link's own click handler, which skips a click whose default is
 * prevented). The form is also on the unsaved list, so a session ending elsewhere keeps the page
 * and asks to sign in again instead of going to the login page.
 */
export function useUnsavedChangesWarning(unsaved: boolean, options: UnsavedChangesOptions = {}): void {
  const guarded = useContext(NavigationGuardContext);
  const afterSignIn = useRef(options.afterSignIn);
  afterSignIn.current = options.afterSignIn;

  useEffect(() => {
    if (!unsaved) return;
    return registerUnsavedForm({ afterSignIn: () => afterSignIn.current?.() });
  }, [unsaved]);

  useEffect(() => {
    if (!unsaved) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const click = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) {
        return;
      }
      if (!window.confirm(UNSAVED_CHANGES_QUESTION)) event.preventDefault();
    };
    window.addEventListener('beforeunload', beforeUnload);
    if (!guarded) window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, [unsaved, guarded]);
}
