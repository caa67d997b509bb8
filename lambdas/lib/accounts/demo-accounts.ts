import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { ConflictingWriteError } from '../errors';
import { createDemoAccount, EMAIL_TAKEN } from './accounts';
import { normalizeEmail } from './normalize';
import type { UserItem } from './user-view';
import { findUserByEmail } from './users';

export const demoAccountsEnabled = () => process.env.DEMO_ACCOUNTS === 'true';

/** Seeded birth dates have a month from 1 to 12 and a day from 1 to 28, a day every month has. */
function seededBirthDate(): string {
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  return `1990-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Creates the demo account of `email` unless it exists (idempotent, and safe when two callers
 * race: the loser finds the winner's account). Answers undefined for an address that is not a
 * demo account. Used by the local seed and, in AWS with demo accounts on, by the first login.
 */
export async function ensureDemoAccount(email: string): Promise<UserItem | undefined> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === normalizeEmail(email));
  if (!account) return undefined;
  const existing = await findUserByEmail(account.email);
  if (existing) return existing;
  try {
    return await createDemoAccount({
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      dateOfBirth: seededBirthDate(),
      roles: account.role === 'User' ? ['User'] : ['User', account.role],
    });
  } catch (error) {
    if (error instanceof ConflictingWriteError && error.message === EMAIL_TAKEN) return findUserByEmail(account.email);
    throw error;
  }
}
