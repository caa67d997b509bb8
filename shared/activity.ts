/**
 * The signed-in user's recent activity (`GET /api/auth/activity`): sign-ins, account changes,
 * passkeys added and removed, saved cookie choices, and changes of the account's standing (roles,
 * unlock, deletion, restore). Free of zod so the SPA can use it without the request schemas.
 */
export const ACTIVITY_TYPES = [
  'login',
  'profile-updated',
  'email-changed',
  'username-changed',
  'password-changed',
  'password-reset',
  'email-verified',
  'consent-saved',
  'passkey-added',
  'passkey-removed',
  'roles-changed',
  'account-unlocked',
  'account-deleted',
  'account-restored',
] as const;

export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** Activity items are removed by DynamoDB's TTL this long after they happened. */
export const ACTIVITY_RETENTION_DAYS = 90;

/** One item of the activity list, newest first. */
export interface ActivityItem {
  id: string;
  type: ActivityType;
  /** ISO time of the change. */
  occurredAt: string;
  /** profile-updated: the profile fields that changed (names only, never the values). */
  changedFields?: string[];
  /** consent-saved: the cookie categories the user allowed. */
  allowedCategories?: string[];
  /** An administrator made the change (`PUT /users/{id}`, roles, unlock, delete, restore), not the user. */
  byAdmin?: boolean;
  /** The browser that made the change, as it named itself. */
  userAgent?: string;
}
