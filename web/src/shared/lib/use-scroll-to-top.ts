import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** How long a new screen may take to show its heading (its code loads on first use). */
const HEADING_WAIT_MS = 5000;

/** Whether the focus was lost: on nothing, on the page itself, or on an element the last screen took away. */
function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * Focuses the heading of the screen in `main` once it is drawn, if the focus was lost meanwhile (the
 * button or link that led here went with the last screen). Answers a function that stops waiting.
 */
function focusHeadingWhenDrawn(main: HTMLElement): () => void {
  const focusHeading = () => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (focusLost()) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    return true;
  };
  if (focusHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focusHeading()) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * A link or a redirect to a new screen starts at its top, and when the focus went with the last
 * screen (a form's button after signing in, an Edit link in a table) it goes to the new screen's
 * heading, so keyboard and screen-reader users start there instead of at the top of the document.
 * Back and forward leave scrolling and focus to the browser.
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstScreen = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll.
  useEffect(() => {
    const first = firstScreen.current;
    firstScreen.current = false;
    if (navigationType === 'POP') return;
    window.scrollTo(0, 0);
    const main = document.getElementById('main-content');
    if (first || !main) return;
    return focusHeadingWhenDrawn(main);
  }, [pathname, navigationType]);
}
