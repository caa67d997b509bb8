/** The theme mode is light, dark or auto (follow the system preference). */
const THEME_MODES = ['light', 'dark', 'auto'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
export type ResolvedTheme = Exclude<ThemeMode, 'auto'>;

/** Default mode light, under a fixed storage key (web/index.html reads the same key before first paint). */
export const DEFAULT_THEME_MODE: ThemeMode = 'light';
export const THEME_STORAGE_KEY = 'theme-mode';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** A stored mode is accepted only if it is light, dark or auto; anything else is the default. */
export function parseThemeMode(stored: unknown): ThemeMode {
  return THEME_MODES.find((mode) => mode === stored) ?? DEFAULT_THEME_MODE;
}

/** The theme actually shown: auto follows the system preference. */
export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'auto') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}

/** Light to dark, dark to light, auto to the opposite of the system preference. */
export function toggleThemeMode(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  return resolveTheme(mode, systemPrefersDark) === 'dark' ? 'light' : 'dark';
}
