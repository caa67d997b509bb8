import { useSyncExternalStore } from 'react';
import {
  currentThemeAttribute,
  prefersReducedMotion,
  subscribeToReducedMotion,
  subscribeToThemeAttribute,
} from './chart-environment';

/** The theme name on <html>, kept current: a chart redraws in the new colors when the visitor switches between light and dark. */
export function useDocumentTheme(): string {
  return useSyncExternalStore(subscribeToThemeAttribute, currentThemeAttribute, () => '');
}

/** Whether reduced motion applies, kept current (charts then draw without animation). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}
