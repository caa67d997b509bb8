import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction } from 'electrodb';
import { ROLES, type RoleName } from '#shared/accounts.ts';
import { hashPassword } from '../auth/password';
import { config } from '../config';
import { newActivityEvent } from './activity';
import { documentClient } from '../db/client';
import { ActivityEvent } from '../db/entities/activity-event';
import { Preference } from '../db/entities/preference';
import { UniqueValue } from '../db/entities/unique-value';
import { User } from '../db/entities/user';
import { UserRole } from '../db/entities/user-role';
import { TABLE_SCHEMA } from '../db/table-schema';
import { cancellationCodes, retryOnTransactionConflict } from '../db/transactions';
import { HttpError } from '../errors';
import { type PageRequest, queryPage } from '../http/pagination';
import { accountChangeActivity, changedFields } from './account-activity';
import { normalizeEmail, normalizeUserName } from './normalize';
import type { UserItem } from './user-view';

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const USER_NAME_TAKEN = 'This user name is already taken.';

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
}

function roleByName(name: string) {
  const role = ROLES.find((candidate) => candidate.name === name);
  if (!role) throw new HttpError(400, `Unknown role: ${name}`);
  return role;
}

/** Throws the conflict a canceled account transaction stands for, if a guard item caused it. */
function throwConflict(codes: Array<string | undefined>, guards: Array<'email' | 'userName' | undefined>): never {
  for (const [index, guard] of guards.entries()) {
    if (guard && codes[index] === 'ConditionalCheckFailed') {
      throw new HttpError(409, guard === 'email' ? EMAIL_TAKEN : USER_NAME_TAKEN);
    }
  }
  throw new Error(`Account transaction canceled: ${codes.join(', ')}`);
}

/**
 * Create an account in one transaction: the user, the guard items of its e-mail and user name
 * (so two concurrent registrations of one address cannot both succeed), its roles (default User)
 * and its default theme preference.
 */
export async function createAccount(input: NewAccount): Promise<UserItem> {
  const now = new Date().toISOString();
  const userId = randomUUID();
  const email = input.email.trim();
  const userName = (input.userName ?? email).trim();
  const roles = [...new Set(input.roles?.length ? input.roles : ['User'])].map(roleByName);
  const user = {
    userId,
    email,
    normalizedEmail: normalizeEmail(email),
    userName,
    normalizedUserName: normalizeUserName(userName),
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
    createdAt: now,
    updatedAt: now,
  };
  const result = await retryOnTransactionConflict(() =>
    createWriteTransaction(
      { user: User, uniqueValue: UniqueValue, userRole: UserRole, preference: Preference },
      ({ user: users, uniqueValue, userRole, preference }) => [
        uniqueValue.create({ kind: 'email', value: user.normalizedEmail, ownerId: userId }).commit(),
        uniqueValue.create({ kind: 'userName', value: user.normalizedUserName, ownerId: userId }).commit(),
        users.create(user).commit(),
        ...roles.map((role) =>
          userRole.create({ userId, roleId: role.id, roleName: role.name, assignedAt: now }).commit(),
        ),
        preference.create({ userId, type: 'theme', settings: { mode: 'light' }, updatedAt: now }).commit(),
      ],
    ).go(),
  );
  if (result.canceled) throwConflict(cancellationCodes(result), ['email', 'userName']);
  return user as UserItem;
}

/** Get a user by id (consistent read). */
export async function getUser(userId: string): Promise<UserItem | undefined> {
  const { data } = await User.get({ userId }).go({ consistent: true });
  return data ?? undefined;
}

/** Get every user, soft-deleted ones included, newest first (gsi1, one partition). */
export function listUsersNewestFirst({ limit, cursor }: PageRequest) {
  return queryPage(cursor, () => User.query.newestFirst({}).go({ order: 'desc', limit, cursor }));
}

/** Get a user by e-mail address through the by-email index (gsi2), any letter case. */
export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const { data } = await User.query.byEmail({ normalizedEmail: normalizeEmail(email) }).go({ limit: 1 });
  return data[0];
}

/** Optional profile fields: the forms omit them when empty, so a full-profile update clears them. */
export const OPTIONAL_PROFILE_FIELDS = ['phoneNumber', 'profilePicture', 'biography', 'dateOfBirth'] as const;

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
 * silently overwrite each other.
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
    // A reset link mailed to the old address must not outlive the change.
    remove.push('forgotPasswordTokenHash', 'forgotPasswordTokenPurpose', 'forgotPasswordTokenExpiresAt');
  }
  if (userNameChanged && changes.userName) set.normalizedUserName = normalizeUserName(changes.userName);

  let guards: Array<'email' | 'userName' | undefined> = [];
  const transaction = () =>
    createWriteTransaction({ user: User, uniqueValue: UniqueValue, activityEvent: ActivityEvent }, (entities) => {
      const { user, uniqueValue, activityEvent } = entities;
      guards = [];
      const writes = [];
      for (const event of activity) {
        writes.push(activityEvent.put(event).commit());
        guards.push(undefined);
      }
      if (emailChanged) {
        writes.push(
          uniqueValue.create({ kind: 'email', value: String(set.normalizedEmail), ownerId: current.userId }).commit(),
        );
        guards.push('email');
        writes.push(uniqueValue.delete({ kind: 'email', value: current.normalizedEmail }).commit());
        guards.push(undefined);
      }
      if (userNameChanged) {
        writes.push(
          uniqueValue
            .create({ kind: 'userName', value: String(set.normalizedUserName), ownerId: current.userId })
            .commit(),
        );
        guards.push('userName');
        writes.push(uniqueValue.delete({ kind: 'userName', value: current.normalizedUserName }).commit());
        guards.push(undefined);
      }
      const patch = user.patch({ userId: current.userId }).set(set as never);
      const withRemovals = remove.length > 0 ? patch.remove(remove as never) : patch;
      writes.push(withRemovals.where((attributes, { eq }) => eq(attributes.concurrencyStamp, expectedStamp)).commit());
      guards.push(undefined);
      return writes;
    }).go();
  const result = await retryOnTransactionConflict(transaction);
  if (result.canceled) {
    const codes = cancellationCodes(result);
    if (codes[codes.length - 1] === 'ConditionalCheckFailed') {
      if (!(await getUser(current.userId))) throw new HttpError(404, 'User with ID not found');
      throw new HttpError(409, 'The user was changed by someone else. Reload and try again.');
    }
    throwConflict(codes, guards);
  }
  const updated = await getUser(current.userId);
  if (!updated) throw new HttpError(404, 'User with ID not found');
  return updated;
}

/** Every item in the user's partition: the user, roles, sessions, preferences and activity events. */
async function userPartitionKeys(userId: string): Promise<Array<Record<string, string>>> {
  const keys: Array<Record<string, string>> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': TABLE_SCHEMA.partitionKey },
        ExpressionAttributeValues: { ':pk': `$portfolio#userId_${userId}` },
        ProjectionExpression: `${TABLE_SCHEMA.partitionKey}, ${TABLE_SCHEMA.sortKey}`,
        ExclusiveStartKey,
      }),
    );
    for (const item of page.Items ?? []) keys.push(item as Record<string, string>);
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return keys;
}

/** Removes the user, their roles, sessions, preferences, activity and guard items: nothing of them stays. */
export async function deleteAccountPermanently(user: UserItem): Promise<void> {
  const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
  const keys = await userPartitionKeys(user.userId);
  const guards = [
    UniqueValue.delete({ kind: 'email', value: user.normalizedEmail }).params().Key,
    UniqueValue.delete({ kind: 'userName', value: user.normalizedUserName }).params().Key,
  ] as Array<Record<string, string>>;
  // The user item goes first (the account stops existing at once) and the guard items last, so a
  // delete that stops half-way never frees the e-mail address while the account still stands.
  const userItem = (key: Record<string, string>) => key[TABLE_SCHEMA.sortKey] === '$user_1';
  const all = [...keys.filter(userItem), ...keys.filter((key) => !userItem(key)), ...guards];
  for (let start = 0; start < all.length; start += 25) {
    let requests = all.slice(start, start + 25).map((Key) => ({ DeleteRequest: { Key } }));
    while (requests.length > 0) {
      const { UnprocessedItems } = await documentClient.send(
        new BatchWriteCommand({ RequestItems: { [config.tableName]: requests } }),
      );
      requests = (UnprocessedItems?.[config.tableName] ?? []) as typeof requests;
    }
  }
}

/** The user's roles (one query), as stored role items. */
export async function listUserRoles(userId: string) {
  const { data } = await UserRole.query.byUser({ userId }).go({ pages: 'all' });
  return data;
}

export function rolesFromNames(names: readonly string[]): RoleName[] {
  return names.filter((name): name is RoleName => ROLES.some((role) => role.name === name));
}
