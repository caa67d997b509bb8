import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React renders on the page renderer and while it hydrates a pre-rendered page, true
 * from the render right after (and at once in a page the browser renders itself). What only this
 * browser knows (the signed-in user, the stored theme, the consent choice) waits for it, so the
 * first render matches the HTML it hydrates; React then renders again with the browser's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
