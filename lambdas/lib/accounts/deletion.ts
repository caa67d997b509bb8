import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from '../db/client';
import { UniqueValue } from '../db/entities/unique-value';
import { User } from '../db/entities/user';
import { TABLE_SCHEMA } from '../db/table-schema';
import { requireCurrentPassword } from './reauthentication';
import { endAllSessions } from './sessions';
import { tellUserOfStandingChange } from './standing-changes';
import type { UserItem } from './user-view';
import { getUser } from './users';

/**
 * Soft-delete a user: marked deleted (data kept, login refused, restorable), every session ended,
 * and the user mailed how to ask for the account back. By an administrator, or by the user
 * themselves (`byAdmin: false`, from the account settings).
 */
export async function softDeleteUser(
  user: UserItem,
  { byAdmin, userAgent }: { byAdmin: boolean; userAgent?: string | undefined },
): Promise<void> {
  const now = new Date().toISOString();
  await User.patch({ userId: user.userId }).set({ isDeleted: true, deletedAt: now, updatedAt: now }).go();
  await endAllSessions(user.userId);
  await tellUserOfStandingChange(user, 'account-deleted', { byAdmin, userAgent });
}

/**
 * The signed-in user deletes their own account (`POST /api/auth/delete-account`): a soft delete,
 * as an administrator's, so it stays restorable on a reactivation request. Losing the account is
 * not undone by the owner alone, so it needs the current password every time: a recent sign-in is
 * not enough, or a session left open would be one request away from deleting the account.
 */
export async function deleteOwnAccount(
  user: UserItem,
  { currentPassword, userAgent }: { currentPassword: string; userAgent?: string | undefined },
): Promise<void> {
  await requireCurrentPassword(user, currentPassword);
  await softDeleteUser(user, { byAdmin: false, userAgent });
}

/** Restore a soft-deleted user (an administrator's action): they can sign in again, and are told so. */
export async function restoreUser(user: UserItem): Promise<UserItem> {
  await User.patch({ userId: user.userId })
    .set({ isDeleted: false, updatedAt: new Date().toISOString() })
    .remove(['deletedAt'])
    .go();
  await tellUserOfStandingChange(user, 'account-restored', { byAdmin: true });
  return (await getUser(user.userId)) ?? user;
}

/** The keys of every item in a user's partition: the user, roles, sessions, preferences and activity events. */
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

/** Delete a user for good: the user, their roles, sessions, preferences, activity and guard items. */
export async function deleteAccountPermanently(user: UserItem): Promise<void> {
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
