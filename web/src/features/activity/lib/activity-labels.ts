import type { ActivityItem, ActivityType } from '#shared/activity.ts';
import { describeUserAgent, parseUserAgent } from '#shared/user-agent.ts';

const TITLES: Record<ActivityType, string> = {
  login: 'Signed in',
  'profile-updated': 'Profile updated',
  'email-changed': 'Email address changed',
  'username-changed': 'User name changed',
  'password-changed': 'Password changed',
  'password-reset': 'Password reset with an emailed link',
  'email-verified': 'Email address verified',
  'consent-saved': 'Cookie choices saved',
  'passkey-added': 'Passkey added',
  'passkey-removed': 'Passkey removed',
  'roles-changed': 'Roles changed',
  'account-unlocked': 'Account unlocked',
  'account-deleted': 'Account deleted',
  'account-restored': 'Account restored',
};

const FIELD_LABELS: Record<string, string> = {
  firstName: 'first name',
  lastName: 'last name',
  phoneNumber: 'phone number',
  profilePicture: 'profile picture',
  biography: 'biography',
  dateOfBirth: 'date of birth',
  isActive: 'account enabled',
  emailVerified: 'email verified',
};

const CATEGORY_LABELS: Record<string, string> = {
  necessary: 'necessary',
  analytics: 'analytics (page views)',
  marketing: 'marketing',
  preferences: 'preferences',
};

/** `a`, `a and b`, `a, b and c`. */
function listOf(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What happened, in a few words: `Profile updated by an administrator`. */
export function activityTitle(item: Pick<ActivityItem, 'type' | 'byAdmin'>): string {
  return `${TITLES[item.type] ?? 'Account activity'}${item.byAdmin ? ' by an administrator' : ''}`;
}

/** The detail line: which fields changed, or which cookie categories were allowed. */
export function activityDetail(item: Pick<ActivityItem, 'type' | 'changedFields' | 'allowedCategories'>): string {
  if (item.type === 'profile-updated' && item.changedFields?.length) {
    return `Changed: ${listOf(item.changedFields.map((field) => FIELD_LABELS[field] ?? field))}.`;
  }
  if (item.type === 'consent-saved') {
    const allowed = item.allowedCategories ?? [];
    const optional = allowed.filter((category) => category !== 'necessary');
    if (optional.length === 0) return 'Allowed: necessary cookies only.';
    return `Allowed: ${listOf(allowed.map((category) => CATEGORY_LABELS[category] ?? category))}.`;
  }
  return '';
}

/** `Firefox on Linux` from a user agent string (shared/user-agent.ts); undefined when it names no known browser. */
export function deviceOf(userAgent: string | undefined): string | undefined {
  return parseUserAgent(userAgent).browser ? describeUserAgent(userAgent) : undefined;
}
