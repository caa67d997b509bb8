import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  DARK_SCHEME_QUERY,
  parseThemeMode,
  type ResolvedTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  type ThemeMode,
  toggleThemeMode,
} from '#web/features/theme/lib/theme-mode.ts';
import { readStorageItem, writeStorageItem } from '#web/shared/lib/browser-storage.ts';
import { useHydrated } from '#web/shared/lib/use-hydrated.ts';

interface ThemeContextValue {
  mode: ThemeMode;
  /** light or dark: what is shown now. */
  resolved: ResolvedTheme;
  setMode: (mode: ThemeMode) => void;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeContextValue | undefined>(undefined);

function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(DARK_SCHEME_QUERY).matches
    : false;
}

/** The system preference, kept up to date (auto follows its changes). */
function useSystemPrefersDark(): boolean {
  const [prefersDark, setPrefersDark] = useState(systemPrefersDark);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    const update = () => setPrefersDark(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return prefersDark;
}

/** Light, dark or auto (following the system), persisted, and applied as data-theme and color-scheme on <html>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ThemeMode>(() =>
    parseThemeMode(readStorageItem('localStorage', THEME_STORAGE_KEY)),
  );
  const prefersDark = useSystemPrefersDark();
  const resolved = resolveTheme(mode, prefersDark);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = resolved;
    root.style.colorScheme = resolved;
  }, [resolved]);

  const setMode = useCallback((next: ThemeMode) => {
    setModeState(next);
    if (!writeStorageItem('localStorage', THEME_STORAGE_KEY, next)) {
      console.warn('The theme choice could not be saved: storage is unavailable.');
    }
  }, []);

  const toggle = useCallback(() => setMode(toggleThemeMode(mode, prefersDark)), [mode, prefersDark, setMode]);

  // <html> gets the stored theme at once (above, and theme-init.js before the first paint); the
  // controls that show it render the renderer's default until the page is hydrated.
  const hydrated = useHydrated();
  const value = useMemo(() => {
    const shownMode = hydrated ? mode : parseThemeMode(null);
    return { mode: shownMode, resolved: hydrated ? resolved : resolveTheme(shownMode, false), setMode, toggle };
  }, [hydrated, mode, resolved, setMode, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used within a ThemeProvider');
  return value;
}
