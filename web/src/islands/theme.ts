import {
  DARK_SCHEME_QUERY,
  parseThemeMode,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemeMode,
  toggleThemeMode,
} from '#web/features/theme/lib/theme-mode.ts';
import { readStorageItem, writeStorageItem } from '#web/shared/lib/browser-storage.ts';
import { defineIsland } from './define-island';

/** Said on the document when the mode changes, so every theme control on the page follows. */
const THEME_CHANGE = 'site-theme-change';

const systemPrefersDark = () => matchMedia(DARK_SCHEME_QUERY).matches;
const storedMode = () => parseThemeMode(readStorageItem('localStorage', THEME_STORAGE_KEY));

/** Stores the mode and applies it to <html> as theme-init.js does before the first paint. */
function setMode(mode: ThemeMode): void {
  if (!writeStorageItem('localStorage', THEME_STORAGE_KEY, mode)) {
    console.warn('The theme choice could not be saved: storage is unavailable.');
  }
  applyMode(mode);
}

function applyMode(mode: ThemeMode): void {
  const resolved = resolveTheme(mode, systemPrefersDark());
  document.documentElement.dataset.theme = resolved;
  document.documentElement.style.colorScheme = resolved;
  document.dispatchEvent(new Event(THEME_CHANGE));
}

/** Calls `update` now, on every change of mode, and when the system's preference changes. */
function follow(update: () => void): void {
  update();
  document.addEventListener(THEME_CHANGE, update);
}

/**
 * `<site-theme-toggle>` around the navbar's theme button (features/theme/components/theme-toggle.tsx):
 * a press shows the opposite theme; its name and icon say what the next press does.
 * `<site-theme-system>` around the footer's "Use system theme", shown only while a fixed mode is chosen.
 */
export function defineThemeIslands(): void {
  let watching = false;
  const watchSystem = () => {
    if (watching) return;
    watching = true;
    matchMedia(DARK_SCHEME_QUERY).addEventListener('change', () => {
      if (storedMode() === 'auto') applyMode('auto');
    });
  };
  defineIsland(
    'site-theme-toggle',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          const button = this.querySelector('button');
          const icon = button?.querySelector('[aria-hidden]');
          if (!button) return;
          watchSystem();
          follow(() => {
            const dark = resolveTheme(storedMode(), systemPrefersDark()) === 'dark';
            const label = `Switch to ${dark ? 'light' : 'dark'} theme`;
            button.setAttribute('aria-label', label);
            button.title = label;
            if (icon) icon.textContent = dark ? '☀' : '☾';
          });
          button.addEventListener('click', () => setMode(toggleThemeMode(storedMode(), systemPrefersDark())));
        }
      },
  );
  defineIsland(
    'site-theme-system',
    () =>
      class extends HTMLElement {
        connectedCallback() {
          const button = this.querySelector('button');
          if (!button) return;
          follow(() => {
            this.hidden = storedMode() === 'auto';
          });
          button.addEventListener('click', () => setMode('auto'));
        }
      },
  );
}
