import { DELETED_USER_NAME } from '#shared/accounts.ts';
import { displayNameOf } from './user-names';
import { getUsers } from './users';

/**
 * How an answer names the people it shows besides its caller: a project's owner and members, a
 * post's author. A deleted account (soft-deleted, or gone for good) is shown to admins only,
 * named and marked `isDeleted`; everyone else is not shown it at all (a list leaves it out, a post
 * names no author, a project's owner is DELETED_USER_NAME). Read now, one BatchGet for the whole
 * answer, so a deletion, a restore or a rename shows on the next read.
 */

/** A person as an answer shows them. */
export interface ShownPerson {
  name: string;
  /** Only to an admin: the account is deleted. */
  isDeleted?: true;
}

/** Who reads the answer: only an admin is shown deleted accounts. */
export interface PeopleReader {
  isAdmin: boolean;
}

/**
 * How `reader` is shown each of these people: undefined when not at all. The name is `storedName`
 * when the answer keeps its own copy (a post's author), else the account's display name
 * (DELETED_USER_NAME for an account gone for good). An answer that names no account (an old
 * post link without its author's id) shows the stored name as it is.
 */
export async function peopleShownTo(
  reader: PeopleReader,
  userIds: Iterable<string | undefined>,
): Promise<(userId: string | undefined, storedName?: string) => ShownPerson | undefined> {
  const users = await getUsers([...userIds].filter((userId): userId is string => userId !== undefined));
  return (userId, storedName) => {
    if (userId === undefined) return storedName === undefined ? undefined : { name: storedName };
    const user = users.get(userId);
    const name = storedName ?? (user ? displayNameOf(user) : DELETED_USER_NAME);
    if (user && !user.isDeleted) return { name };
    return reader.isAdmin ? { name, isDeleted: true } : undefined;
  };
}
