import type { UNSAFE_createBrowserHistory } from 'react-router';
import { hasUnsavedForms } from './unsaved-forms';

/** The browser's history as react-router drives it (push, replace, go, listen). */
export type RouterHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Update = Parameters<Parameters<RouterHistory['listen']>[0]>[0];

/** A navigation held while a form has unsaved changes: the editor answers Leave or Stay. */
export interface HeldNavigation {
  proceed: () => void;
  reset: () => void;
}

let held: HeldNavigation | undefined;
const watchers = new Set<() => void>();

function setHeld(next: HeldNavigation | undefined): void {
  held = next;
  for (const watcher of watchers) watcher();
}

export function heldNavigation(): HeldNavigation | undefined {
  return held;
}

/** For useSyncExternalStore: returns the function that stops watching. */
export function subscribeHeldNavigation(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

function hold(run: () => void): void {
  setHeld({
    proceed: () => {
      setHeld(undefined);
      run();
    },
    reset: () => setHeld(undefined),
  });
}

/**
 * The history react-router is given, holding any navigation that would leave the page while a
 * form has unsaved changes (unsaved-forms.ts) until the navigation guard's answer: a link or a
 * redirect (push, replace) waits; Back and Forward (the browser moves first) are moved back, and
 * moved again on Leave. A change of search or hash on the same page is not held.
 *
 * This is what react-router's blocker does in its data router, which would add about 18 KB gzip
 * to the app's first load (docs/decisions.md).
 */
export function guardedHistory(base: RouterHistory): RouterHistory {
  let shown = base.location;
  // The browser's moves this history made itself: undoing a held Back, or redoing it on Leave.
  let undoing = 0;
  let redoing = false;
  const leaves = (pathname: string) => hasUnsavedForms() && pathname !== shown.pathname;
  const pathnameOf = (to: Parameters<RouterHistory['push']>[0]) => base.createURL(to).pathname;

  return {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    go: (delta) => base.go(delta),
    push(to, state) {
      if (leaves(pathnameOf(to))) hold(() => base.push(to, state));
      else base.push(to, state);
    },
    replace(to, state) {
      if (leaves(pathnameOf(to))) hold(() => base.replace(to, state));
      else base.replace(to, state);
    },
    listen(listener) {
      return base.listen((update: Update) => {
        if (update.action === 'POP') {
          if (undoing > 0) {
            undoing -= 1;
            return;
          }
          const { delta } = update;
          if (!redoing && delta !== null && leaves(update.location.pathname)) {
            undoing += 1;
            base.go(-delta);
            hold(() => {
              redoing = true;
              base.go(delta);
            });
            return;
          }
          redoing = false;
        }
        shown = update.location;
        listener(update);
      });
    },
  };
}
