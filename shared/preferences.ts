/**
 * The preferences a signed-in user keeps with their account: the theme, reduced
 * motion and which mail they get. Free of zod so the SPA's first load can use it.
 */
export const PREFERENCE_THEME_MODES = ['light', 'dark', 'auto'] as const;
export type PreferenceThemeMode = (typeof PREFERENCE_THEME_MODES)[number];

/** `auto` follows the system setting (prefers-reduced-motion); `on` stops animations and transitions. */
export const REDUCED_MOTION_MODES = ['on', 'off', 'auto'] as const;
export type ReducedMotionMode = (typeof REDUCED_MOTION_MODES)[number];

/** The Preference item types these settings are stored in, one item each. */
export const STORED_PREFERENCE_TYPES = ['theme', 'accessibility', 'notification'] as const;
export type StoredPreferenceType = (typeof STORED_PREFERENCE_TYPES)[number];

export interface PreferenceSettings {
  theme: PreferenceThemeMode;
  reducedMotion: ReducedMotionMode;
  /** Security mail (new sign-in, password changed, …); on unless turned off. */
  securityMail: boolean;
  /** Mail about replies to the user's comments, for when comments arrive (stored now, nothing sends it yet). */
  replyMail: boolean;
}

/** `GET`/`PUT /api/auth/preferences`: every setting (defaults for what was never saved). */
export interface UserPreferences extends PreferenceSettings {
  /** When each stored type was last saved; a type missing here was never saved (its settings are defaults). */
  updatedAt: Partial<Record<StoredPreferenceType, string>>;
}

/** `PUT /api/auth/preferences`: any of the settings; the others keep their value. */
export type PreferencesUpdate = Partial<PreferenceSettings>;

/** The site's default theme is light; every mail is on until the user turns it off. */
export const DEFAULT_PREFERENCES: PreferenceSettings = {
  theme: 'light',
  reducedMotion: 'auto',
  securityMail: true,
  replyMail: true,
};

/** Which stored type holds each setting. */
export const PREFERENCE_TYPE_OF: Record<keyof PreferenceSettings, StoredPreferenceType> = {
  theme: 'theme',
  reducedMotion: 'accessibility',
  securityMail: 'notification',
  replyMail: 'notification',
};
