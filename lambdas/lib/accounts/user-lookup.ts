import { USER_LOOKUP_LIMIT_PER_HOUR, USER_LOOKUP_TOO_MANY_MESSAGE } from '#shared/accounts.ts';
import { LookupRateCounter } from '../db/entities/lookup-rate-counter';
import { UniqueValue } from '../db/entities/unique-value';
import { hourBucket } from '../db/hour-bucket';
import { isConditionFailure } from '../db/transactions';
import { RateLimitedError } from '../errors';
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

/**
 * Counts one user lookup of a caller in the current UTC hour: an atomic `ADD` (upsert) on the
 * condition that fewer than USER_LOOKUP_LIMIT_PER_HOUR are counted, so parallel lookups never
 * pass the limit. At the limit nothing is counted and the lookup is refused until the hour ends:
 * whether an address is registered cannot be probed address after address.
 */
export async function countUserLookup(callerId: string, now = new Date()): Promise<void> {
  const { hour, expiresAt, secondsLeft } = hourBucket(now);
  try {
    await LookupRateCounter.upsert({ callerId, hour, expiresAt })
      .add({ count: 1 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, USER_LOOKUP_LIMIT_PER_HOUR)}`)
      .go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw new RateLimitedError(USER_LOOKUP_TOO_MANY_MESSAGE, { retryAfterSeconds: secondsLeft });
  }
}
