import type { AuthenticatedUser, RoleName } from '#shared/accounts.ts';
import { parseStoredJson } from '#web/shared/lib/browser-storage.ts';
import { isRecord, readField, readText } from '#web/shared/lib/record-fields.ts';

/** A signed-in session as the SPA keeps it. */
export interface AuthSession {
  token: string;
  user: AuthenticatedUser;
}

/** The record stored under the `auth` key. */
interface StoredAuthRecord {
  authenticated: true;
  authenticatedUser: AuthenticatedUser;
  token: string;
}

/**
 * The signed-in user from an answer or a stored record, whatever the case of its field names
 * (`id` or `Id`). Undefined when it is not an object or names nobody (no id and no email).
 */
export function normalizeAuthenticatedUser(value: unknown): AuthenticatedUser | undefined {
  if (!isRecord(value)) return undefined;
  const id = readText(value, 'id') ?? '';
  const email = readText(value, 'email') ?? '';
  if (id === '' && email === '') return undefined;
  const roles = readField(value, 'roles');
  return {
    id,
    email,
    userName: readText(value, 'userName') ?? '',
    firstName: readText(value, 'firstName') ?? '',
    lastName: readText(value, 'lastName') ?? '',
    roles: Array.isArray(roles) ? roles.filter((role): role is RoleName => typeof role === 'string') : [],
  };
}

/** A usable token: a non-blank string. */
export function readToken(record: unknown): string | undefined {
  return readText(record, 'token');
}

/**
 * The session in a stored `auth` value. Lowercase or capitalised names are accepted; anything
 * unparsable, flagged `authenticated: false`, or lacking a token or a user means no session.
 */
export function parseAuthRecord(stored: string | null | undefined): AuthSession | undefined {
  const record = parseStoredJson(stored);
  if (!isRecord(record) || readField(record, 'authenticated') === false) return undefined;
  const token = readToken(record);
  const user = normalizeAuthenticatedUser(readField(record, 'authenticatedUser'));
  return token && user ? { token, user } : undefined;
}

export function serializeAuthRecord(session: AuthSession): string {
  const record: StoredAuthRecord = { authenticated: true, authenticatedUser: session.user, token: session.token };
  return JSON.stringify(record);
}
