import { randomInt, randomUUID } from 'node:crypto';
import { createWriteTransaction } from 'electrodb';
import { USER_NAME_MIN_LENGTH } from '#shared/accounts.ts';
import { UniqueValue } from '../db/entities/unique-value';
import { User } from '../db/entities/user';
import { runGuardedTransaction } from '../db/transactions';
import { ConflictingWriteError } from '../errors';
import { logger } from '../logger';
import { normalizeUserName } from './normalize';
import type { UserItem } from './user-view';

/** How many handles are tried for one account: the plain one, then ever longer random suffixes. */
const USER_NAME_ATTEMPTS = 6;
const HANDLE_PART_MAX = 30;

/** One part of a handle: lower-case ASCII letters and digits, words joined by '-'. */
function handlePart(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_PART_MAX)
    .replace(/-+$/, '');
}

/**
 * The handle made from a user's names, never from the e-mail address: `firstname.lastname`,
 * lower-case ASCII (accents dropped, other characters as '-'); `user` when the names give too
 * little (e.g. names in a non-Latin script).
 */
export function handleFromNames(firstName: string, lastName: string): string {
  const handle = [handlePart(firstName), handlePart(lastName)].filter(Boolean).join('.');
  return handle.length >= USER_NAME_MIN_LENGTH ? handle : 'user';
}

/**
 * The handle to try at `attempt` (0 = the plain handle): then a numeric suffix with one more digit
 * each time (2–99, 100–999, …), so a common name finds a free handle within a few tries.
 */
function handleCandidate(base: string, attempt: number): string {
  if (attempt === 0) return base;
  const low = attempt === 1 ? 2 : 10 ** attempt;
  return `${base}${randomInt(low, 10 ** (attempt + 1))}`;
}

/**
 * Tries `write` with one handle after another while the only failure is a taken handle (the
 * user-name guard item), a bounded number of times. `write` throws `taken` for a taken handle.
 */
export async function withFreeHandle<Result>(
  base: string,
  write: (handle: string, taken: Error) => Promise<Result>,
): Promise<Result> {
  let lastError: unknown;
  for (let attempt = 0; attempt < USER_NAME_ATTEMPTS; attempt++) {
    const taken = new ConflictingWriteError('This user name is already taken.');
    try {
      return await write(handleCandidate(base, attempt), taken);
    } catch (error) {
      if (error !== taken) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Give a user whose user name is an e-mail address a handle made from the names: the user, the
 * new user-name guard item and the removal of the old one in one transaction, conditional on the
 * user name still being the address (so a concurrent rename or a second run changes nothing).
 * Answers the new handle, or undefined when there was nothing to do.
 */
async function replaceEmailUserName(user: UserItem): Promise<string | undefined> {
  if (!user.userName.includes('@')) return undefined;
  const oldName = user.userName;
  // Renamed meanwhile (or by a concurrent run): nothing left to do here.
  const changedMeanwhile = new ConflictingWriteError('User name changed meanwhile');
  try {
    return await withFreeHandle(handleFromNames(user.firstName, user.lastName), async (handle, taken) => {
      const now = new Date().toISOString();
      await runGuardedTransaction((collect) =>
        createWriteTransaction({ user: User, uniqueValue: UniqueValue }, ({ user: users, uniqueValue }) =>
          collect([
            {
              write: users
                .patch({ userId: user.userId })
                .set({
                  userName: handle,
                  normalizedUserName: normalizeUserName(handle),
                  concurrencyStamp: randomUUID(),
                  updatedAt: now,
                })
                .where((attributes, { eq }) => eq(attributes.userName, oldName))
                .commit(),
              failure: changedMeanwhile,
            },
            {
              write: uniqueValue
                .create({ kind: 'userName', value: normalizeUserName(handle), ownerId: user.userId })
                .commit(),
              failure: taken,
            },
            { write: uniqueValue.delete({ kind: 'userName', value: user.normalizedUserName }).commit() },
          ]),
        ).go(),
      );
      return handle;
    });
  } catch (error) {
    if (error === changedMeanwhile) return undefined;
    throw error;
  }
}

/**
 * Migrate every user name that is an e-mail address (it contains '@') to a handle made from the
 * names. Idempotent: a second run finds nothing to do. Reads the users a page at a time (gsi1).
 */
export async function migrateEmailUserNames(): Promise<{ checked: number; migrated: number }> {
  let checked = 0;
  let migrated = 0;
  let cursor: string | null = null;
  do {
    const page: { data: UserItem[]; cursor: string | null } = await User.query
      .newestFirst({})
      .go({ cursor, limit: 100 });
    for (const user of page.data) {
      checked += 1;
      const handle = await replaceEmailUserName(user);
      if (handle) {
        migrated += 1;
        logger.info('User name migrated from an e-mail address', { userId: user.userId, userName: handle });
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return { checked, migrated };
}

/** What other users are shown of a user name that is still an e-mail address: never the address. */
export function publicUserName(user: Pick<UserItem, 'userId' | 'userName'>): string {
  return user.userName.includes('@') ? `user-${user.userId.slice(0, 8)}` : user.userName;
}

/**
 * The name other users see of someone (a project's owner and members): the first and last name,
 * or the public user name when both are blank. Never the e-mail address.
 */
export function displayNameOf(user: Pick<UserItem, 'userId' | 'userName' | 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || publicUserName(user);
}
