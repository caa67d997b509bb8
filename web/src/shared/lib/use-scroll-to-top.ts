import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A link to a new page starts at its top; back and forward leave scrolling to the browser. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
