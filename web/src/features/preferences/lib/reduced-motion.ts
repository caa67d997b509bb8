import type { ReducedMotionMode } from '#shared/preferences.ts';
import { removeStorageItem, writeStorageItem } from '#web/shared/lib/browser-storage.ts';

/**
 * Where this browser keeps the signed-in user's reduced-motion choice, so theme-init.js applies it
 * before the first paint (same key and values there). `auto` is stored as nothing: no attribute,
 * and the stylesheet follows the system setting as it does for visitors.
 */
const REDUCED_MOTION_STORAGE_KEY = 'reduced-motion';
const REDUCED_MOTION_ATTRIBUTE = 'data-reduced-motion';

/** Applies the choice to <html> (global.css stops every animation and transition under `on`) and keeps it. */
export function applyReducedMotion(mode: ReducedMotionMode): void {
  const root = document.documentElement;
  if (mode === 'auto') {
    root.removeAttribute(REDUCED_MOTION_ATTRIBUTE);
    removeStorageItem('localStorage', REDUCED_MOTION_STORAGE_KEY);
    return;
  }
  root.setAttribute(REDUCED_MOTION_ATTRIBUTE, mode);
  writeStorageItem('localStorage', REDUCED_MOTION_STORAGE_KEY, mode);
}
