import { createContext, useContext } from 'react';
import type { PreferencesUpdate, PreferenceThemeMode, UserPreferences } from '#shared/preferences.ts';

/** Where the signed-in user's theme stands against their account. */
export type ThemeSyncStatus = 'idle' | 'saving' | 'saved' | 'failed';

export interface PreferencesContextValue {
  /** The signed-in user's stored preferences; undefined while signed out or loading. */
  preferences: UserPreferences | undefined;
  /** Why they could not be read (a retry is scheduled; `reload` tries at once). */
  loadError: unknown;
  reload(): void;
  /** The theme shown in this browser (the navbar toggle's), and how to change it. */
  themeMode: PreferenceThemeMode;
  setThemeMode(mode: PreferenceThemeMode): void;
  themeSync: ThemeSyncStatus;
  /** The last failure to save the theme to the account (it is kept in this browser and tried again). */
  themeSyncError: unknown;
  /** Saves the other settings at once; throws the server's error (the change is then undone). */
  update(changes: Omit<PreferencesUpdate, 'theme'>): Promise<UserPreferences>;
}

export const PreferencesContext = createContext<PreferencesContextValue | null>(null);

export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences must be used within a PreferencesProvider');
  return value;
}
