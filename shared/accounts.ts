/**
 * Accounts: roles, limits and the shapes the auth and users endpoints answer. Free of zod so the
 * SPA's first load can use it; the request schemas are in shared/validation/accounts.ts.
 */
export const EMAIL_MAX_LENGTH = 256;
export const NAME_MAX_LENGTH = 50;
export const USER_NAME_MIN_LENGTH = 3;
/**
 * User names once defaulted to the e-mail address, so they share its limit.
 * @alias of EMAIL_MAX_LENGTH, on purpose (the tag tells knip so).
 */
export const USER_NAME_MAX_LENGTH = EMAIL_MAX_LENGTH;
export const PHONE_MAX_LENGTH = 32;
export const BIOGRAPHY_MAX_LENGTH = 2000;
export const PROFILE_PICTURE_MAX_LENGTH = 2048;
export const REACTIVATION_REASON_MAX_LENGTH = 1000;

/** 5 failed logins in a row lock the account for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MINUTES = 15;

/**
 * Whether an account's lock holds at `now`: a lock is current only until its `lockoutEnd` (one
 * without an end, or past it, locks no one). The server's sign-in and user views and the admin
 * screens all decide it this way.
 */
export function isLockCurrent(
  user: { isLockedOut?: boolean | null; lockoutEnd?: string | null },
  now = Date.now(),
): boolean {
  return Boolean(user.isLockedOut && user.lockoutEnd && Date.parse(user.lockoutEnd) > now);
}

/** The states an account is in, one at a time, most important first (the users list's State filter). */
export const ACCOUNT_STATES = ['active', 'inactive', 'locked', 'deleted'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

/** The state of an account now: deleted, else locked (a lock that ran out counts for nothing), else active or not. */
export function accountState(
  user: {
    isDeleted?: boolean | null;
    isLockedOut?: boolean | null;
    lockoutEnd?: string | null;
    isActive?: boolean | null;
  },
  now = Date.now(),
): AccountState {
  if (user.isDeleted) return 'deleted';
  if (isLockCurrent(user, now)) return 'locked';
  return user.isActive === false ? 'inactive' : 'active';
}

/** The orders of the users list: by full name, by creation, by last sign-in (never signed in: last either way). */
export const USER_SORTS = ['name', 'created', 'lastSignIn'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Each order's own direction when `order` is not given: names A to Z, dates newest first. */
export const USER_SORT_DEFAULT_ORDER: Record<UserSort, SortOrder> = {
  name: 'asc',
  created: 'desc',
  lastSignIn: 'desc',
};
/** What only admins may ask of the users list: the others see names, never roles, states or sign-ins. */
export const USER_LIST_ADMIN_ONLY = 'is for admins only';
export const USER_SEARCH_MAX_LENGTH = 100;

/** The reset token lives 1 hour and carries the purpose claim `password_reset`. */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const RESET_TOKEN_PURPOSE = 'password_reset';

/** A verification link works for 48 hours, once. */
export const EMAIL_VERIFICATION_LIFETIME_HOURS = 48;
/** Verification links one account can ask for: one a minute. */
export const EMAIL_VERIFICATION_RESEND_SECONDS = 60;
/** An account's address counts as verified unless stored as not (accounts from before verification have no flag). */
export const isEmailVerified = (user: { emailVerified?: boolean | null }): boolean => user.emailVerified !== false;

/**
 * What a route that needs a verified address (`verifiedEmail` in the route table) answers an
 * account whose address is not verified yet (403).
 */
export const EMAIL_NOT_VERIFIED =
  'Verify your e-mail address first: open the link we mailed you, or ask for a new one on your profile.';
/** A session (and its token) lasts 12 hours, or 30 days with remember-me. */
export const SESSION_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 30;
/**
 * How long after signing in (password or passkey) the account's sign-in address may be changed,
 * or a passkey added, without entering the password again (ASVS V7.5.1, "sudo mode").
 */
export const RECENT_SIGN_IN_MINUTES = 15;

/**
 * The name an answer gives a person whose account is gone: a project's owner, and (to an admin)
 * a member whose account was deleted for good.
 */
export const DELETED_USER_NAME = 'Deleted user';

/** What deleting one's own account answers, at the Current password field, without it (needed every time). */
export const DELETION_NEEDS_PASSWORD = 'Enter your current password to delete your account';

export const ROLES = [
  { id: 'user', name: 'User' },
  { id: 'editor', name: 'Editor' },
  { id: 'admin', name: 'Admin' },
  { id: 'superadmin', name: 'SuperAdmin' },
] as const;

export type Role = (typeof ROLES)[number];
export type RoleId = Role['id'];
export type RoleName = Role['name'];

/** Which roles satisfy each access level of the route table: each level and every role above it. */
export const ROLES_BY_ACCESS = {
  user: ['User', 'Editor', 'Admin', 'SuperAdmin'],
  editor: ['Editor', 'Admin', 'SuperAdmin'],
  admin: ['Admin', 'SuperAdmin'],
} as const satisfies Record<'user' | 'editor' | 'admin', readonly RoleName[]>;

/** Whether these roles reach an access level of the route table: `hasAccess(roles, 'editor')`. */
export function hasAccess(roles: readonly string[], level: keyof typeof ROLES_BY_ACCESS): boolean {
  const allowed: readonly string[] = ROLES_BY_ACCESS[level];
  return roles.some((role) => allowed.includes(role));
}

/** The signed-in user as the login answer and `GET /auth/me` give it. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  roles: RoleName[];
}

/** `POST /auth/login` → 200. */
export interface LoginResponse {
  token: string;
  authenticatedUser: AuthenticatedUser;
  authenticated: true;
  /** ISO time the token and its session end. */
  expiresAt: string;
}

/** A user as the admin screens and `GET /auth/me` see it (never the password hash or tokens). */
export interface UserDetails extends AuthenticatedUser {
  phoneNumber?: string;
  profilePicture?: string;
  /** The uploaded profile picture's media item: served at `mediaUrl(profilePictureId, 480)`. */
  profilePictureId?: string;
  biography?: string;
  dateOfBirth?: string;
  /** ISO time, or null before the first login. */
  lastLogin: string | null;
  isDeleted: boolean;
  deletedAt?: string;
  isActive: boolean;
  /**
   * Whether the account's address is verified. Accounts registered by a visitor start unverified;
   * those an admin creates, and every account stored before verification existed, count as verified.
   */
  emailVerified: boolean;
  isLockedOut: boolean;
  lockoutEnd?: string;
  failedLoginAttempts: number;
  reactivationRequestedAt?: string;
  reactivationReason?: string;
  createdAt: string;
  updatedAt: string;
  concurrencyStamp: string;
}

/** One row of `GET /users` for a signed-in user who is not an admin. */
export interface UserSummary {
  id: string;
  userName: string;
  firstName: string;
  lastName: string;
  profilePicture?: string;
}

/**
 * One user found by `GET /users/lookup`: the id and display name only, so a project owner can
 * pick someone they know (by exact user name or e-mail address) without seeing anyone's address.
 */
export interface UserLookupItem {
  id: string;
  name: string;
}

export const USER_LOOKUP_MIN_LENGTH = 3;
/** Lookups one caller may make per UTC clock hour: enough to staff projects, too few to probe addresses. */
export const USER_LOOKUP_LIMIT_PER_HOUR = 20;
export const USER_LOOKUP_OWNERS_ONLY = 'Only a project owner or an admin can look up users';
export const USER_LOOKUP_TOO_MANY_MESSAGE = `Too many user lookups: at most ${USER_LOOKUP_LIMIT_PER_HOUR} an hour. Please try again later.`;

/** A paginated list: `cursor` is opaque; pass it back as `?cursor=` for the next page. */
export interface Page<Item> {
  items: Item[];
  cursor: string | null;
}

/** `GET /user-roles/{userId}/roles` items. */
export interface UserRoleItem {
  userId: string;
  roleId: RoleId;
  roleName: RoleName;
}

/** How often `lastUsedAt` of a session is written at most: once per 5 minutes per session. */
export const SESSION_LAST_USED_INTERVAL_MS = 5 * 60 * 1000;

/** One signed-in device of `GET /auth/sessions`; times are ISO strings. */
export interface SessionSummary {
  id: string;
  createdAt: string;
  /** When a request last used it, to within SESSION_LAST_USED_INTERVAL_MS. */
  lastUsedAt: string;
  expiresAt: string;
  /** The User-Agent header of the sign-in, when one was sent. */
  userAgent?: string;
  /** The session of the token that asked. */
  current: boolean;
}

/** `GET /auth/sessions` → 200: the caller's live sessions, newest first. */
export interface SessionList {
  sessions: SessionSummary[];
}

/** `POST /auth/sessions/revoke-others`, `DELETE /users/{id}/sessions` → 200: how many sessions ended. */
export interface EndedSessions {
  ended: number;
}
