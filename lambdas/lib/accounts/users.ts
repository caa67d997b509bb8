import { User } from '../db/entities/user';
import { type PageRequest, queryPage } from '../db/page';
import { normalizeEmail } from './normalize';
import type { UserItem } from './user-view';

/*
 * The reads of a user, apart from the account writes in accounts.ts: authentication and the
 * groups that only look users up import this module, so their bundles build one entity (User)
 * instead of the six the account transactions need (measured: about 4 ms of cold start).
 */

/** Get a user by id (consistent read). */
export async function getUser(userId: string): Promise<UserItem | undefined> {
  const { data } = await User.get({ userId }).go({ consistent: true });
  return data ?? undefined;
}

/** How often keys DynamoDB left unprocessed (throttling) are asked for again before giving up. */
const BATCH_GET_ROUNDS = 3;

/**
 * The users of these ids that exist, soft-deleted ones included, by id: BatchGets (ElectroDB
 * splits the keys into requests of 100); keys DynamoDB leaves unprocessed are asked for again, and
 * still unread ones fail the read rather than pass for deleted users.
 */
export async function getUsers(userIds: Iterable<string>): Promise<Map<string, UserItem>> {
  let pending = [...new Set(userIds)].map((userId) => ({ userId }));
  const found: UserItem[] = [];
  for (let round = 0; round < BATCH_GET_ROUNDS && pending.length > 0; round++) {
    const { data, unprocessed } = await User.get(pending).go();
    found.push(...data);
    pending = unprocessed;
  }
  if (pending.length > 0) throw new Error(`${pending.length} users left unread by DynamoDB`);
  return new Map(found.map((user) => [user.userId, user]));
}

/** The users of these ids that exist and are not deleted, by id (getUsers). */
export async function getActiveUsers(userIds: Iterable<string>): Promise<Map<string, UserItem>> {
  return new Map([...(await getUsers(userIds))].filter(([, user]) => !user.isDeleted));
}

/** Items the Query reads per request while it fills a page of users that are not deleted (DynamoDB's `Limit`). */
const FILTERED_READ = 100;

/**
 * List users newest first, a page at a time (gsi1, one partition): every user `withDeleted` (an
 * admin's list), else only those not deleted, through a FilterExpression; ElectroDB then reads on
 * until the page holds `limit` users or the index ends, so a page is short only when it is the last.
 */
export function listUsersNewestFirst({ limit, cursor }: PageRequest, { withDeleted }: { withDeleted: boolean }) {
  const query = User.query.newestFirst({});
  return queryPage(cursor, () =>
    withDeleted
      ? query.go({ order: 'desc', limit, cursor })
      : query
          .where(({ isDeleted }, { eq, notExists }) => `${notExists(isDeleted)} OR ${eq(isDeleted, false)}`)
          .go({ order: 'desc', count: limit, limit: Math.max(limit, FILTERED_READ), cursor }),
  );
}

/** Get a user by e-mail address through the by-email index (gsi2), any letter case. */
export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const { data } = await User.query.byEmail({ normalizedEmail: normalizeEmail(email) }).go({ limit: 1 });
  return data[0];
}
