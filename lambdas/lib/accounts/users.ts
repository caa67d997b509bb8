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

/** The newest users, deleted ones too, a page at a time (gsi1, one partition): the admin dashboard's. */
export function listUsersNewestFirst({ limit, cursor }: PageRequest) {
  return queryPage(cursor, () => User.query.newestFirst({}).go({ order: 'desc', limit, cursor }));
}

/** Get a user by e-mail address through the by-email index (gsi2), any letter case. */
export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const { data } = await User.query.byEmail({ normalizedEmail: normalizeEmail(email) }).go({ limit: 1 });
  return data[0];
}
