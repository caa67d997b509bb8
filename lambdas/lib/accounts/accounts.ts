import { randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { ROLES } from '#shared/accounts.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { hashPassword } from '../auth/password';
import { ActivityEvent } from '../db/entities/activity-event';
import { Preference } from '../db/entities/preference';
import { replaceGuardWrites, UniqueValue } from '../db/entities/unique-value';
import { User } from '../db/entities/user';
import { UserRole } from '../db/entities/user-role';
import { runGuardedTransaction } from '../db/transactions';
import { ConflictingWriteError, InvalidInputError, ItemNotFoundError } from '../errors';
import { keyUsedForAnother, SavedByEarlierTry } from '../idempotency/create-id';
import { accountChangeActivity, changedFields } from './account-activity';
import { newActivityEvent } from './activity';
import { queueVerificationMail, VERIFICATION_TOKEN_FIELDS } from './email-verification';
import { checkNewPassword } from './new-password';
import { normalizeEmail, normalizeUserName } from './normalize';
import { notifySecurityEvent } from './security-mail';
import { handleFromNames, withFreeHandle } from './user-names';
import type { UserItem } from './user-view';
import { getUser } from './users';

export const EMAIL_TAKEN = 'An account with this email already exists.';
const USER_NAME_TAKEN = 'This user name is already taken.';
/** User names are handles, never e-mail addresses (only admins see those). */
const USER_NAME_WITH_AT = 'User name may not contain @';
/** What an update of a user that no longer exists answers. */
export const USER_ID_NOT_FOUND = 'User with ID not found';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  userName?: string;
  dateOfBirth?: string;
  phoneNumber?: string;
  profilePicture?: string;
  biography?: string;
  roles?: string[];
  /**
   * False for a visitor's own registration: the address is unverified until the mailed link is
   * used. Accounts an admin creates (and seeded ones) count as verified.
   */
  emailVerified?: boolean;
}

function roleByName(name: string) {
  const role = ROLES.find((candidate) => candidate.name === name);
  if (!role) throw new InvalidInputError(`Unknown role: ${name}`);
  return role;
}

/**
 * The failure of a user write whose concurrency-stamp condition failed, read to tell which it is:
 * the user is gone (`notFound`), or someone saved it meanwhile.
 */
export function goneOrChangedMeanwhile(userId: string, notFound: string): () => Promise<Error> {
  return async () =>
    (await getUser(userId)) ? new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE) : new ItemNotFoundError(notFound);
}

/**
 * Create an account in one transaction: the user, the guard items of its e-mail and user name
 * (so two concurrent registrations of one address cannot both succeed), its roles (default User)
 * and its default theme preference. With `createId` (the same for every retry of one create:
 * lib/idempotency/create-id.ts) the user gets that id, and a retry whose earlier try was saved,
 * though its answer was lost, gets that account back instead of "already exists". Only the
 * account whose id is this `createId` counts, and only for the same address: any other account
 * with the address is still a conflict, and a retry key once used for another address is a 422.
 * The password is checked first against the whole policy (lib/accounts/new-password.ts).
 */
export async function createAccount(input: NewAccount, createId?: string): Promise<UserItem> {
  await checkNewPassword(input.password, input, 'password');
  return insertNewAccount(input, createId);
}

/**
 * A demo account (lib/accounts/demo-accounts.ts): its password is printed on the login page, known
 * by design, so the password policy is not asked. Only seeded, and only where demo accounts are on.
 */
export function createDemoAccount(input: NewAccount): Promise<UserItem> {
  return insertNewAccount(input);
}

async function insertNewAccount(input: NewAccount, createId?: string): Promise<UserItem> {
  const now = new Date().toISOString();
  const userId = createId ?? randomUUID();
  const email = input.email.trim();
  const roles = [...new Set(input.roles?.length ? input.roles : ['User'])].map(roleByName);
  const account = {
    userId,
    email,
    normalizedEmail: normalizeEmail(email),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    phoneNumber: input.phoneNumber || undefined,
    profilePicture: input.profilePicture || undefined,
    biography: input.biography || undefined,
    dateOfBirth: input.dateOfBirth || undefined,
    roles: roles.map((role) => role.name),
    passwordHash: await hashPassword(input.password),
    securityStamp: randomUUID(),
    concurrencyStamp: randomUUID(),
    failedLoginAttempts: 0,
    isLockedOut: false,
    isDeleted: false,
    isActive: true,
    emailVerified: input.emailVerified ?? true,
    // The first link goes out with the registration: a new one may be asked for a minute later.
    emailVerificationSentAt: input.emailVerified === false ? now : undefined,
    createdAt: now,
    updatedAt: now,
  };
  const given = input.userName?.trim();
  if (given?.includes('@')) throw new InvalidInputError(USER_NAME_WITH_AT);
  // Without a user name, a handle made from the names (never the e-mail address); a taken handle
  // is tried again with a suffix. A user name the caller chose is tried once.
  const create = (userName: string, taken: Error) =>
    insertAccount({ ...account, userName, normalizedUserName: normalizeUserName(userName) }, roles, now, taken);
  try {
    return await (given
      ? create(given, new ConflictingWriteError(USER_NAME_TAKEN))
      : withFreeHandle(handleFromNames(account.firstName, account.lastName), create));
  } catch (error) {
    if (!(error instanceof SavedByEarlierTry)) throw error;
    const saved = await getUser(userId);
    if (!saved) throw error;
    if (saved.normalizedEmail !== account.normalizedEmail) throw keyUsedForAnother('account');
    return saved;
  }
}

async function insertAccount(
  user: Parameters<typeof User.create>[0] & { userId: string },
  roles: ReadonlyArray<(typeof ROLES)[number]>,
  now: string,
  userNameTaken: Error,
): Promise<UserItem> {
  const { userId } = user;
  await runGuardedTransaction((collect) =>
    createWriteTransaction(
      { user: User, uniqueValue: UniqueValue, userRole: UserRole, preference: Preference },
      ({ user: users, uniqueValue, userRole, preference }) =>
        collect([
          // The user itself first: when its id is taken, an earlier try of this create was saved,
          // and the e-mail and user-name guards that fail with it may be that account's own.
          { write: users.create(user).commit(), failure: new SavedByEarlierTry() },
          {
            write: uniqueValue.create({ kind: 'email', value: user.normalizedEmail, ownerId: userId }).commit(),
            failure: new ConflictingWriteError(EMAIL_TAKEN),
          },
          {
            write: uniqueValue.create({ kind: 'userName', value: user.normalizedUserName, ownerId: userId }).commit(),
            failure: userNameTaken,
          },
          ...roles.map((role) => ({
            write: userRole.create({ userId, roleId: role.id, roleName: role.name, assignedAt: now }).commit(),
          })),
          {
            write: preference
              .create({ userId, type: 'theme', settings: { mode: 'light', accountDefault: true }, updatedAt: now })
              .commit(),
          },
        ]),
    ).go(),
  );
  return user as UserItem;
}

/** Optional profile fields: the forms omit them when empty, so a full-profile update clears them. */
const OPTIONAL_PROFILE_FIELDS = ['phoneNumber', 'profilePicture', 'biography', 'dateOfBirth'] as const;

/** A full profile as the profile forms and `PUT /users/{id}` send it: an omitted optional field is emptied. */
export function withOmittedFieldsCleared<Changes extends AccountChanges>(
  changes: Changes,
  fields: ReadonlyArray<(typeof OPTIONAL_PROFILE_FIELDS)[number]> = OPTIONAL_PROFILE_FIELDS,
): Changes {
  const complete: AccountChanges = { ...changes };
  for (const field of fields) complete[field] ??= '';
  return complete as Changes;
}

export type AccountChanges = Partial<
  Pick<
    UserItem,
    | 'email'
    | 'userName'
    | 'firstName'
    | 'lastName'
    | 'phoneNumber'
    | 'profilePicture'
    | 'biography'
    | 'dateOfBirth'
    | 'isActive'
    | 'emailVerified'
  >
>;

export interface AccountUpdateOptions {
  /** The concurrency stamp the change was based on (the client's, or the one just read). */
  expectedStamp?: string;
  /** An administrator changes someone else's account: the user's activity says so. */
  byAdmin?: boolean;
  userAgent?: string;
}

/**
 * Update profile fields of a user. A changed e-mail or user name moves its guard item, and the
 * user's activity events for the change are written, in the same transaction; the update is
 * conditional on the concurrency stamp read (or sent by the client), so two editors cannot
 * silently overwrite each other. A changed e-mail address is mailed to the old one; when the
 * owner changed it, the account is unverified until the link mailed to the new one is used (an
 * admin's change keeps the state, which the admin sets with `emailVerified`).
 */
export async function updateAccount(
  current: UserItem,
  changes: AccountChanges,
  { expectedStamp = current.concurrencyStamp, byAdmin, userAgent }: AccountUpdateOptions = {},
): Promise<UserItem> {
  const now = new Date().toISOString();
  const activity = accountChangeActivity(changedFields(current, changes), { byAdmin, userAgent }).map((input) =>
    newActivityEvent(current.userId, input, new Date(now)),
  );
  const set: Record<string, unknown> = { updatedAt: now, concurrencyStamp: randomUUID() };
  const remove: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === '' && (OPTIONAL_PROFILE_FIELDS as readonly string[]).includes(key)) remove.push(key);
    else set[key] = typeof value === 'string' ? value.trim() : value;
  }
  const emailChanged = changes.email !== undefined && normalizeEmail(changes.email) !== current.normalizedEmail;
  const userNameChanged =
    changes.userName !== undefined && normalizeUserName(changes.userName) !== current.normalizedUserName;
  if (emailChanged && changes.email) {
    set.normalizedEmail = normalizeEmail(changes.email);
    // A reset or verification link mailed to the old address must not outlive the change.
    remove.push(
      'forgotPasswordTokenHash',
      'forgotPasswordTokenPurpose',
      'forgotPasswordTokenExpiresAt',
      ...VERIFICATION_TOKEN_FIELDS,
    );
    if (!byAdmin) Object.assign(set, { emailVerified: false, emailVerificationSentAt: now });
  }
  if (userNameChanged && changes.userName) {
    // An unchanged legacy name may still be an address (until migrated); a new one may not.
    if (changes.userName.includes('@')) throw new InvalidInputError(USER_NAME_WITH_AT);
    set.normalizedUserName = normalizeUserName(changes.userName);
  }

  // A changed address or name moves its guard item; one another account holds is a conflict.
  const movedGuards = (
    [
      { kind: 'email', key: 'normalizedEmail', changed: emailChanged, taken: EMAIL_TAKEN },
      { kind: 'userName', key: 'normalizedUserName', changed: userNameChanged, taken: USER_NAME_TAKEN },
    ] as const
  ).filter((guard) => guard.changed);
  const changedMeanwhile = goneOrChangedMeanwhile(current.userId, USER_ID_NOT_FOUND);
  await runGuardedTransaction((collect) =>
    createWriteTransaction({ user: User, uniqueValue: UniqueValue, activityEvent: ActivityEvent }, (entities) => {
      const { user, uniqueValue, activityEvent } = entities;
      const patch = user.patch({ userId: current.userId }).set(set as never);
      const withRemovals = remove.length > 0 ? patch.remove(remove as never) : patch;
      return collect([
        // First, so a stale stamp is what the caller hears even when a guard failed too.
        {
          write: withRemovals.where((attributes, { eq }) => eq(attributes.concurrencyStamp, expectedStamp)).commit(),
          failure: changedMeanwhile,
        },
        ...activity.map((event) => ({ write: activityEvent.put(event).commit() })),
        ...movedGuards.flatMap(({ kind, key, taken }) =>
          replaceGuardWrites(
            uniqueValue,
            current.userId,
            { from: { kind, value: current[key] }, to: { kind, value: String(set[key]) } },
            new ConflictingWriteError(taken),
          ),
        ),
      ]);
    }).go(),
  );
  if (emailChanged) {
    // To the old address: the owner still reads it, and whoever changed it does not.
    await notifySecurityEvent(current, {
      kind: 'email-changed',
      at: new Date(now),
      userAgent,
      newEmail: String(set.email),
      byAdmin,
    });
    if (set.emailVerified === false) await queueVerificationMail(current.userId);
  }
  const updated = await getUser(current.userId);
  if (!updated) throw new ItemNotFoundError(USER_ID_NOT_FOUND);
  return updated;
}
