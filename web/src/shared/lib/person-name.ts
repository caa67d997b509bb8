import { DELETED_USER_NAME } from '#shared/accounts.ts';

/**
 * A person's name as a screen shows it. Only an admin's answers name a deleted account (marked
 * `isDeleted`), and the screen says so after the name; an account gone for good is already named
 * DELETED_USER_NAME, which says it.
 */
export function personName(person: { name: string; isDeleted?: boolean | undefined }): string {
  return person.isDeleted && person.name !== DELETED_USER_NAME ? `${person.name} (deleted account)` : person.name;
}
