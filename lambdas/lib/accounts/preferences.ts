import {
  DEFAULT_PREFERENCES,
  PREFERENCE_THEME_MODES,
  PREFERENCE_TYPE_OF,
  type PreferenceSettings,
  type PreferencesUpdate,
  REDUCED_MOTION_MODES,
  STORED_PREFERENCE_TYPES,
  type StoredPreferenceType,
  type UserPreferences,
} from '#shared/preferences.ts';
import { Preference } from '../db/entities/preference';
import { logger } from '../logger';

/** List every preference of a user (one query on the user's partition). */
export async function listPreferences(userId: string) {
  const { data } = await Preference.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

type Settings = Record<string, unknown>;
const settingsOf = (value: unknown): Settings =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Settings) : {};

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;
const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);

/**
 * The settings of the stored items, each type in its own item: theme `{ mode }`, accessibility
 * `{ reducedMotion }`, notification `{ securityMail, replyMail }`. A missing item or a value this
 * version does not know reads as the default. The theme item written with a new account
 * (`accountDefault: true`, accounts.ts) counts as never saved, so the browser's own theme can
 * become the account's at the first sign-in instead of giving way to it.
 */
function fromItems(items: Awaited<ReturnType<typeof listPreferences>>): UserPreferences {
  const byType = new Map(items.map((item) => [item.type, item]));
  const theme = settingsOf(byType.get('theme')?.settings);
  const accessibility = settingsOf(byType.get('accessibility')?.settings);
  const notification = settingsOf(byType.get('notification')?.settings);
  const updatedAt: UserPreferences['updatedAt'] = {};
  for (const type of STORED_PREFERENCE_TYPES) {
    const item = byType.get(type);
    // The theme an account is created with is no choice of the user's: not reported as saved.
    if (item && settingsOf(item.settings).accountDefault !== true) updatedAt[type] = item.updatedAt;
  }
  return {
    theme: oneOf(PREFERENCE_THEME_MODES, theme.mode, DEFAULT_PREFERENCES.theme),
    reducedMotion: oneOf(REDUCED_MOTION_MODES, accessibility.reducedMotion, DEFAULT_PREFERENCES.reducedMotion),
    securityMail: flag(notification.securityMail, DEFAULT_PREFERENCES.securityMail),
    replyMail: flag(notification.replyMail, DEFAULT_PREFERENCES.replyMail),
    updatedAt,
  };
}

/** The item settings of one stored type, from the full settings. */
function settingsFor(type: StoredPreferenceType, preferences: PreferenceSettings): Settings {
  if (type === 'theme') return { mode: preferences.theme };
  if (type === 'accessibility') return { reducedMotion: preferences.reducedMotion };
  return { securityMail: preferences.securityMail, replyMail: preferences.replyMail };
}

/** A user's preferences, read with one query: the defaults for every type never saved. */
export async function getUserPreferences(userId: string): Promise<UserPreferences> {
  return fromItems(await listPreferences(userId));
}

/**
 * Saves some settings (already validated): each stored type a change touches is written whole,
 * merged with what was stored; the other types are left alone. Answers every preference after it.
 */
export async function updateUserPreferences(userId: string, changes: PreferencesUpdate): Promise<UserPreferences> {
  const current = await getUserPreferences(userId);
  const { updatedAt, ...settings } = current;
  const merged: PreferenceSettings = { ...settings };
  const touched = new Set<StoredPreferenceType>();
  for (const key of Object.keys(changes) as Array<keyof PreferenceSettings>) {
    const value = changes[key];
    if (value === undefined) continue;
    Object.assign(merged, { [key]: value });
    touched.add(PREFERENCE_TYPE_OF[key]);
  }
  if (touched.size === 0) return current;
  const now = new Date().toISOString();
  await Promise.all(
    [...touched].map((type) =>
      Preference.put({ userId, type, settings: settingsFor(type, merged), updatedAt: now }).go(),
    ),
  );
  const saved = Object.fromEntries([...touched].map((type) => [type, now]));
  return { ...merged, updatedAt: { ...updatedAt, ...saved } };
}

/**
 * Whether the user gets security mail (new sign-in, password changed, …): true unless they turned
 * it off, and true when the preferences cannot be read (a security notice is better sent than lost).
 */
export async function securityMailEnabled(userId: string): Promise<boolean> {
  try {
    return (await getUserPreferences(userId)).securityMail;
  } catch (error) {
    logger.warn('Preferences unreadable; sending the security mail', { userId, error });
    return true;
  }
}
