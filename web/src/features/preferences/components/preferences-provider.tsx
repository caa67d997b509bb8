import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import type { PreferenceThemeMode } from '#shared/preferences.ts';
import { PreferencesContext, type PreferencesContextValue } from '#web/features/preferences/hooks/use-preferences.ts';

/** The preferences' reading and saving, loaded only once someone is signed in. */
const PreferencesSync = lazy(() =>
  import('./preferences-sync').then((module) => ({ default: module.PreferencesSync })),
);

interface PreferencesProviderProps {
  /** The signed-in user (undefined for a visitor and while a pre-rendered page hydrates). */
  userId: string | undefined;
  /** The theme shown in this browser (the theme feature's, kept in local storage). */
  themeMode: PreferenceThemeMode;
  /** Shows and stores a theme in this browser, as the navbar toggle does. */
  onThemeModeChange: (mode: PreferenceThemeMode) => void;
  children: ReactNode;
}

const notSignedIn = (): Promise<never> => Promise.reject(new Error('Sign in to save your preferences.'));

/**
 * The signed-in user's preferences follow them from browser to browser (preferences-sync.tsx does
 * the work). This part is in every page's shell and stays small: the sync is its own chunk, loaded
 * only for a signed-in user, so a visitor's first load does not carry it (the first-load budget of docs/rendering.md). Until
 * it has read the account, the context says so: no preferences yet, the theme as shown here.
 */
export function PreferencesProvider({ userId, themeMode, onThemeModeChange, children }: PreferencesProviderProps) {
  const [synced, setSynced] = useState<{ userId: string; value: PreferencesContextValue }>();
  const onValue = useCallback(
    (value: PreferencesContextValue) => {
      if (userId) setSynced({ userId, value });
    },
    [userId],
  );
  const waiting = useMemo<PreferencesContextValue>(
    () => ({
      preferences: undefined,
      loadError: undefined,
      reload: () => undefined,
      themeMode,
      setThemeMode: onThemeModeChange,
      themeSync: 'idle',
      themeSyncError: undefined,
      update: notSignedIn,
    }),
    [themeMode, onThemeModeChange],
  );
  const value = userId && synced?.userId === userId ? synced.value : waiting;
  return (
    <PreferencesContext.Provider value={value}>
      {children}
      {userId && (
        <Suspense fallback={null}>
          <PreferencesSync
            key={userId}
            userId={userId}
            themeMode={themeMode}
            onThemeModeChange={onThemeModeChange}
            onValue={onValue}
          />
        </Suspense>
      )}
    </PreferencesContext.Provider>
  );
}
