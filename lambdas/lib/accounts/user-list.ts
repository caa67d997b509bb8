import { type AccountState, accountState, type SortOrder, type UserSort } from '#shared/accounts.ts';
import { User } from '../db/entities/user';
import { InvalidInputError } from '../errors';
import type { PageRequest } from '../page-request';
import { displayNameOf, publicUserName } from './user-names';
import type { UserItem } from './user-view';

/*
 * The users list with search, filters and orders, over every user rather than one page of them.
 * The list is read whole (the users' partition of gsi1, every page of one Query, never a Scan) and
 * filtered, ordered and cut into pages here: DynamoDB cannot match part of a word in any letter
 * case, and an order by name or by last sign-in would each need an index of their own, kept on
 * every sign-in, for a list of a personal site's few hundred accounts. docs/accounts.md
 * ("The users list") gives the numbers and when to change this.
 */

/** What `GET /api/users` asks for. */
export interface UserListRequest {
  /** Words that must each be part of the name, the user name or (`withEmail`) the e-mail address. */
  q?: string;
  role?: string;
  state?: AccountState;
  sort: UserSort;
  order: SortOrder;
  /** An admin's list: deleted accounts too, and the e-mail address searched. */
  admin: boolean;
}

/** Where a user falls in an order: never signed in (1) after every date (0), the value, the id to break ties. */
type SortKey = [missing: 0 | 1, value: string, userId: string];

/** Lower case without accents, so "élo" finds "Éloïse" and "ADA" finds "ada". */
function folded(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

function sortKeyOf(user: UserItem, sort: UserSort): SortKey {
  if (sort === 'name') return [0, folded(displayNameOf(user)), user.userId];
  if (sort === 'created') return [0, user.createdAt, user.userId];
  return user.lastLogin ? [0, user.lastLogin, user.userId] : [1, '', user.userId];
}

/** Orders keys the way the list is read: the values by `order`, users without one last, ties by id. */
function compareKeys(a: SortKey, b: SortKey, order: SortOrder): number {
  if (a[0] !== b[0]) return a[0] - b[0];
  const byValue = a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0;
  if (byValue !== 0) return order === 'asc' ? byValue : -byValue;
  return a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0;
}

/** The cursor is the key of the page's last user, so a page goes on after it even when users came or went. */
function cursorOf(key: SortKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function keyOfCursor(cursor: string): SortKey {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch (error) {
    throw new InvalidInputError('cursor is not valid', { cause: error });
  }
  const valid =
    Array.isArray(key) &&
    key.length === 3 &&
    (key[0] === 0 || key[0] === 1) &&
    typeof key[1] === 'string' &&
    typeof key[2] === 'string';
  if (!valid) throw new InvalidInputError('cursor is not valid');
  return key as SortKey;
}

/** The text a search looks in: what the caller is shown of the user. */
function searchTextOf(user: UserItem, admin: boolean): string {
  const names = [displayNameOf(user), admin ? user.userName : publicUserName(user)];
  return folded((admin ? [...names, user.email] : names).join(' '));
}

function matches(user: UserItem, request: UserListRequest, words: string[], now: number): boolean {
  const state = accountState(user, now);
  if (!request.admin && state === 'deleted') return false;
  if (request.state && state !== request.state) return false;
  if (request.role && !(user.roles ?? []).includes(request.role)) return false;
  if (words.length === 0) return true;
  const text = searchTextOf(user, request.admin);
  return words.every((word) => text.includes(word));
}

/** Every user, newest first: each page of the one Query on the users' partition of gsi1. */
async function readAllUsers(): Promise<UserItem[]> {
  const { data } = await User.query.newestFirst({}).go({ order: 'desc', pages: 'all' });
  return data;
}

/**
 * One page of the users list: the users that match, in the asked order, `limit` of them after the
 * cursor's user. The cursor is null exactly when no user follows, so a client's Next is never a
 * step onto an empty page.
 */
export async function listUsersMatching(
  request: UserListRequest,
  { limit, cursor }: PageRequest,
  now = Date.now(),
): Promise<{ items: UserItem[]; cursor: string | null }> {
  const after = cursor ? keyOfCursor(cursor) : undefined;
  const words = folded(request.q ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const keyed = (await readAllUsers())
    .filter((user) => matches(user, request, words, now))
    .map((user) => ({ user, key: sortKeyOf(user, request.sort) }))
    .filter(({ key }) => !after || compareKeys(key, after, request.order) > 0)
    .sort((a, b) => compareKeys(a.key, b.key, request.order));
  const page = keyed.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ user }) => user),
    cursor: keyed.length > limit && last ? cursorOf(last.key) : null,
  };
}
