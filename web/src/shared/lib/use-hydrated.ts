import { startTransition, useEffect, useState } from 'react';

/** Set by main.tsx before it hydrates a pre-rendered page; cleared once that page is hydrated. */
let hydratingPrerenderedPage = false;

/** main.tsx, before `hydrateRoot`: the components rendered from now on render as the page renderer did. */
export function beginHydration(): void {
  hydratingPrerenderedPage = true;
}

/**
 * False while React renders on the page renderer and while it hydrates a pre-rendered page, true
 * from the render right after (and at once in a page the browser renders itself). What only this
 * browser knows (the signed-in user, the stored theme, the consent choice) waits for it, so the
 * first render matches the HTML it hydrates; React then renders again with the browser's state.
 *
 * That second render is a transition. The page's own part is still dehydrated while its route's
 * chunk loads (a lazy page inside a Suspense boundary); an urgent update reaching it then makes
 * React drop the boundary's server HTML and render it again in the browser (no error is logged:
 * the page's content disappears and is painted anew after the JS). A transition waits until the
 * boundary has hydrated, so the HTML the visitor already sees stays.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydratingPrerenderedPage);
  useEffect(() => {
    if (hydrated) {
      hydratingPrerenderedPage = false;
      return;
    }
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
