import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PreferenceThemeMode, UserPreferences } from '#shared/preferences.ts';
import { fetchPreferences, savePreferences } from '#web/features/preferences/api/preferences.ts';
import type { PreferencesContextValue, ThemeSyncStatus } from '#web/features/preferences/hooks/use-preferences.ts';
import { applyReducedMotion } from '#web/features/preferences/lib/reduced-motion.ts';
import { ApiError } from '#web/shared/api/api-error.ts';

/** A theme change is saved once the user has stopped clicking for this long. */
const THEME_SAVE_DEBOUNCE_MS = 800;
/** Waits before trying a failed read or theme save again; after the last one it waits for the next change. */
const RETRY_DELAYS_MS = [2_000, 5_000, 15_000];

/** A 401 ends the session (the API client's listener signs out): trying again would not help. */
const isFinal = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

interface PreferencesSyncProps {
  /** The signed-in user. */
  userId: string;
  /** The theme shown in this browser (the theme feature's, kept in local storage). */
  themeMode: PreferenceThemeMode;
  /** Shows and stores a theme in this browser, as the navbar toggle does. */
  onThemeModeChange: (mode: PreferenceThemeMode) => void;
  /** Receives the context value whenever it changes (the shell's PreferencesProvider provides it). */
  onValue: (value: PreferencesContextValue) => void;
}

/**
 * The signed-in user's preferences follow them from browser to browser: read on sign-in (and when
 * the SPA starts with a stored session), the account's theme and reduced motion are applied and
 * kept in this browser's storage; a theme change (navbar toggle or Preferences tab) is saved to the
 * account, debounced, and tried again when it fails, never holding up the toggle. A visitor gets
 * nothing from here: no request, the theme as before. A chunk of its own, loaded once a user is
 * signed in (preferences-provider.tsx), so visitors' pages do not carry it.
 */
export function PreferencesSync({ userId, themeMode, onThemeModeChange, onValue }: PreferencesSyncProps) {
  const [preferences, setPreferences] = useState<UserPreferences>();
  const [loadError, setLoadError] = useState<unknown>();
  const [loadAttempt, setLoadAttempt] = useState(0);
  /** The theme the account holds, once read; theme changes are saved only from then on. */
  const [accountTheme, setAccountTheme] = useState<PreferenceThemeMode>();
  const [themeSyncError, setThemeSyncError] = useState<unknown>();
  const [saveRetry, setSaveRetry] = useState({ mode: themeMode, count: 0 });

  const themeModeRef = useRef(themeMode);
  themeModeRef.current = themeMode;
  const onThemeModeChangeRef = useRef(onThemeModeChange);
  onThemeModeChangeRef.current = onThemeModeChange;

  // Sign-in, sign-out or another user: start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on a change of user only.
  useEffect(() => {
    setPreferences(undefined);
    setLoadError(undefined);
    setLoadAttempt(0);
    setAccountTheme(undefined);
    setThemeSyncError(undefined);
  }, [userId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadAttempt is the retry's trigger.
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const modeAtStart = themeModeRef.current;
    fetchPreferences({ background: true }).then(
      (stored) => {
        if (!current) return;
        setPreferences(stored);
        setLoadError(undefined);
        applyReducedMotion(stored.reducedMotion);
        setAccountTheme(stored.theme);
        // The account's theme wins, unless the user switched the theme while it was being read, or
        // the account has never saved one (a new account): then this browser's theme is saved to
        // the account (the effect below) instead.
        const accountChose = stored.updatedAt.theme !== undefined;
        if (accountChose && themeModeRef.current === modeAtStart && stored.theme !== modeAtStart) {
          onThemeModeChangeRef.current(stored.theme);
        }
      },
      (error: unknown) => {
        if (!current) return;
        setLoadError(error);
        console.warn('Your preferences could not be read.', error);
      },
    );
    return () => {
      current = false;
    };
  }, [userId, loadAttempt]);

  // A failed read is tried again a few times.
  useEffect(() => {
    if (!loadError || isFinal(loadError) || loadAttempt >= RETRY_DELAYS_MS.length) return;
    const timer = setTimeout(() => setLoadAttempt((attempt) => attempt + 1), RETRY_DELAYS_MS[loadAttempt]);
    return () => clearTimeout(timer);
  }, [loadError, loadAttempt]);

  // A theme that differs from the account's is saved, once the clicking has stopped.
  useEffect(() => {
    if (!userId || accountTheme === undefined || themeMode === accountTheme) return;
    const retries = saveRetry.mode === themeMode ? saveRetry.count : 0;
    if (retries > RETRY_DELAYS_MS.length) return;
    let current = true;
    let sent = false;
    const timer = setTimeout(
      () => {
        sent = true;
        savePreferences({ theme: themeMode }, { background: true }).then(
          (stored) => {
            if (!current) return;
            setPreferences(stored);
            setAccountTheme(stored.theme);
            setThemeSyncError(undefined);
          },
          (error: unknown) => {
            if (!current) return;
            console.warn('The theme could not be saved to your account; it is kept in this browser.', error);
            setThemeSyncError(error);
            if (!isFinal(error)) setSaveRetry({ mode: themeMode, count: retries + 1 });
          },
        );
      },
      retries === 0 ? THEME_SAVE_DEBOUNCE_MS : RETRY_DELAYS_MS[retries - 1],
    );
    // Leaving the page (a reload, another site) before the save: send it on the way out.
    const flush = () => {
      if (sent) return;
      sent = true;
      clearTimeout(timer);
      void savePreferences({ theme: themeMode }, { background: true, keepalive: true }).catch(() => undefined);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      current = false;
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [userId, accountTheme, themeMode, saveRetry]);

  const reload = useCallback(() => {
    setLoadError(undefined);
    setLoadAttempt((attempt) => attempt + 1);
  }, []);

  const update = useCallback<PreferencesContextValue['update']>(
    async (changes) => {
      const before = preferences;
      if (changes.reducedMotion) applyReducedMotion(changes.reducedMotion);
      try {
        const stored = await savePreferences(changes);
        setPreferences(stored);
        return stored;
      } catch (error) {
        if (changes.reducedMotion && before) applyReducedMotion(before.reducedMotion);
        throw error;
      }
    },
    [preferences],
  );

  let themeSync: ThemeSyncStatus = 'idle';
  if (userId && accountTheme !== undefined) {
    if (themeMode === accountTheme) themeSync = 'saved';
    else themeSync = themeSyncError && saveRetry.mode === themeMode ? 'failed' : 'saving';
  }

  const value = useMemo<PreferencesContextValue>(
    () => ({
      preferences,
      loadError,
      reload,
      themeMode,
      setThemeMode: onThemeModeChange,
      themeSync,
      themeSyncError,
      update,
    }),
    [preferences, loadError, reload, themeMode, onThemeModeChange, themeSync, themeSyncError, update],
  );
  useEffect(() => onValue(value), [onValue, value]);
  return null;
}
