import { useEffect } from 'react';

const UNSAVED_CHANGES_QUESTION = 'Leave this page? Your changes have not been saved.';

/**
 * While `unsaved`, leaving asks first: the browser's own prompt when the tab is closed or
 * reloaded, and a confirmation before a link inside the site is followed (a capture listener on
 * the window runs before the link's own click handler, which skips a click whose default is prevented).
 */
export interface UnsavedChangesOptions {
  /**
   * Called once the editor has signed in again in place after the session ended elsewhere (a
   * sign-out in another tab, an expired session): the form saves what it holds.
   */
  afterSignIn?: () => void;
}

export function useUnsavedChangesWarning(unsaved: boolean, _options: UnsavedChangesOptions = {}): void {
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
    window.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      window.removeEventListener('click', click, true);
    };
  }, [unsaved]);
}
