import * as z from 'zod/mini';
import {
  type AuthenticatedUser,
  type EndedSessions,
  type LoginResponse,
  type Page,
  ROLES,
  type RoleId,
  type RoleName,
  type SessionList,
  type UserDetails,
  type UserLookupItem,
  type UserRoleItem,
  type UserSummary,
} from '../accounts';
import { ACTIVITY_TYPES, type ActivityItem } from '../activity';
import { PREFERENCE_THEME_MODES, REDUCED_MOTION_MODES, type UserPreferences } from '../preferences';
import { passkeyItem } from './passkeys';
import { answer, page, timestamp } from './schema-registry';

/** Answers of the auth and users endpoints; each is checked against the type the SPA uses. */
const roleName = z.enum(ROLES.map((role) => role.name) as [RoleName, ...RoleName[]]);
const roleId = z.enum(ROLES.map((role) => role.id) as [RoleId, ...RoleId[]]);

const authenticatedUserShape = {
  id: z.string(),
  email: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleName),
};

const authenticatedUser = answer(
  'AuthenticatedUser',
  z.strictObject(authenticatedUserShape),
) satisfies z.ZodMiniType<AuthenticatedUser>;

export const userDetails = answer(
  'UserDetails',
  z.strictObject({
    ...authenticatedUserShape,
    phoneNumber: z.optional(z.string()),
    profilePicture: z.optional(z.string()),
    profilePictureId: z.optional(z.string()),
    biography: z.optional(z.string()),
    dateOfBirth: z.optional(z.string()),
    lastLogin: z.nullable(timestamp),
    isDeleted: z.boolean(),
    deletedAt: z.optional(timestamp),
    isActive: z.boolean(),
    emailVerified: z.boolean(),
    isLockedOut: z.boolean(),
    lockoutEnd: z.optional(timestamp),
    failedLoginAttempts: z.int(),
    reactivationRequestedAt: z.optional(timestamp),
    reactivationReason: z.optional(z.string()),
    createdAt: timestamp,
    updatedAt: timestamp,
    concurrencyStamp: z.string(),
  }),
  'An account as its owner and admins see it: never the password hash or tokens.',
) satisfies z.ZodMiniType<UserDetails>;

const userSummary = answer(
  'UserSummary',
  z.strictObject({
    id: z.string(),
    userName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    profilePicture: z.optional(z.string()),
  }),
  'A user as signed-in users who are not admins see them in the list.',
) satisfies z.ZodMiniType<UserSummary>;

export const userLookup = answer(
  'UserLookup',
  z.array(z.strictObject({ id: z.string(), name: z.string() })),
  'The user whose user name or e-mail address is exactly the one asked for, or none: id and display name only.',
) satisfies z.ZodMiniType<UserLookupItem[]>;

export const userPage = answer(
  'UserPage',
  page(z.union([userDetails, userSummary])),
  'Newest first; admins get UserDetails, other signed-in users UserSummary.',
) satisfies z.ZodMiniType<Page<UserDetails | UserSummary>>;

export const loginAnswer = answer(
  'LoginResponse',
  z.strictObject({
    token: z.string(),
    authenticatedUser,
    authenticated: z.literal(true),
    expiresAt: timestamp,
  }),
  'A bearer token (ES256 JWT) and the session it opens.',
) satisfies z.ZodMiniType<LoginResponse>;

export const roleList = answer('RoleList', z.array(z.strictObject({ id: roleId, name: roleName })));

export const userRoleList = answer(
  'UserRoleList',
  z.array(z.strictObject({ userId: z.string(), roleId, roleName })),
) satisfies z.ZodMiniType<UserRoleItem[]>;

const activityItem = answer(
  'ActivityItem',
  z.strictObject({
    id: z.string(),
    type: z.enum(ACTIVITY_TYPES),
    occurredAt: timestamp,
    changedFields: z.optional(z.array(z.string())),
    allowedCategories: z.optional(z.array(z.string())),
    byAdmin: z.optional(z.boolean()),
    userAgent: z.optional(z.string()),
  }),
) satisfies z.ZodMiniType<ActivityItem>;

export const activityPage = answer('ActivityPage', page(activityItem), 'The caller’s own activity, newest first.');

export const accountExport = answer(
  'AccountExport',
  z.strictObject({
    exportedAt: timestamp,
    account: userDetails,
    roles: z.array(z.strictObject({ roleId: z.string(), roleName: z.string(), assignedAt: z.string() })),
    preferences: z.array(z.strictObject({ type: z.string(), settings: z.unknown(), updatedAt: z.string() })),
    sessions: z.array(
      z.strictObject({
        createdAt: z.string(),
        expiresAt: timestamp,
        rememberMe: z.optional(z.boolean()),
        userAgent: z.optional(z.string()),
      }),
    ),
    passkeys: z.array(passkeyItem),
    signInBrowsers: z.array(z.strictObject({ browserKey: z.string(), firstSeenAt: timestamp })),
    activity: z.array(activityItem),
  }),
  'Everything stored about the caller, sent as a JSON download (content-disposition: attachment).',
);

export const sessionList = answer(
  'SessionList',
  z.strictObject({
    sessions: z.array(
      z.strictObject({
        id: z.string(),
        createdAt: timestamp,
        lastUsedAt: timestamp,
        expiresAt: timestamp,
        userAgent: z.optional(z.string()),
        current: z.boolean(),
      }),
    ),
  }),
  'The caller’s live sessions (signed-in devices), newest first; `current` marks the one of this token.',
) satisfies z.ZodMiniType<SessionList>;

export const endedSessions = answer(
  'EndedSessions',
  z.strictObject({ ended: z.int() }),
  'How many sessions were ended.',
) satisfies z.ZodMiniType<EndedSessions>;

export const userPreferences = answer(
  'UserPreferences',
  z.strictObject({
    theme: z.enum(PREFERENCE_THEME_MODES),
    reducedMotion: z.enum(REDUCED_MOTION_MODES),
    securityMail: z.boolean(),
    replyMail: z.boolean(),
    updatedAt: z.strictObject({
      theme: z.optional(timestamp),
      accessibility: z.optional(timestamp),
      notification: z.optional(timestamp),
    }),
  }),
  'Every preference of the caller, the defaults for what was never saved (theme light, reduced motion auto, ' +
    'both mails on); `updatedAt` names the stored types (theme, accessibility, notification) and when each was saved.',
) satisfies z.ZodMiniType<UserPreferences>;
