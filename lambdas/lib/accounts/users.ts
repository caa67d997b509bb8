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

/** List every user, soft-deleted ones included, newest first, a page at a time (gsi1, one partition). */
export function listUsersNewestFirst({ limit, cursor }: PageRequest) {
  return queryPage(cursor, () => User.query.newestFirst({}).go({ order: 'desc', limit, cursor }));
}

/** Get a user by e-mail address through the by-email index (gsi2), any letter case. */
export async function findUserByEmail(email: string): Promise<UserItem | undefined> {
  const { data } = await User.query.byEmail({ normalizedEmail: normalizeEmail(email) }).go({ limit: 1 });
  return data[0];
}
