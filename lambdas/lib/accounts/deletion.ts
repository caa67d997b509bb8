import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../config';
import { documentClient } from '../db/client';
import { UniqueValue } from '../db/entities/unique-value';
import { User } from '../db/entities/user';
import { TABLE_SCHEMA } from '../db/table-schema';
import { endAllSessions } from './sessions';
import type { UserItem } from './user-view';
import { getUser } from './users';

/** Soft-delete a user: marked deleted (data kept, login refused, restorable), every session ended. */
export async function softDeleteUser(user: UserItem): Promise<void> {
  const now = new Date().toISOString();
  await User.patch({ userId: user.userId }).set({ isDeleted: true, deletedAt: now, updatedAt: now }).go();
  await endAllSessions(user.userId);
}

/** Restore a soft-deleted user: they can sign in again. */
export async function restoreUser(user: UserItem): Promise<UserItem> {
  await User.patch({ userId: user.userId })
    .set({ isDeleted: false, updatedAt: new Date().toISOString() })
    .remove(['deletedAt'])
    .go();
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
