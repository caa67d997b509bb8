import { UniqueValue } from '../db/entities/unique-value';
import type { UserItem } from './user-view';
import { getUser } from './users';

/**
 * Get a user by user name (normalized) through its guard item: two GetItems, no scan. Apart from
 * users.ts, whose importers build the User entity alone.
 */
export async function findUserByUserName(normalizedUserName: string): Promise<UserItem | undefined> {
  const { data: guard } = await UniqueValue.get({ kind: 'userName', value: normalizedUserName }).go();
  return guard ? getUser(guard.ownerId) : undefined;
}
