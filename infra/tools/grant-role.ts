import { rolesWithIds, setUserRoles } from '#lambdas/lib/accounts/roles.ts';
import { findUserByEmail } from '#lambdas/lib/accounts/users.ts';
import { ROLES, type Role } from '#shared/accounts.ts';

/*
 * What `npm run admin:grant` does (infra/tools/admin-grant.ts reads the arguments and sets the
 * environment first): the handlers' settings are read when their modules are first imported, so
 * this module is imported after the table, the mail queue and the site's address are known.
 */

/** What a grant did, or why it did nothing. */
export type GrantOutcome =
  | { kind: 'granted'; userId: string; roles: string[] }
  | { kind: 'already'; userId: string; roles: string[] }
  | { kind: 'unknown-user' }
  | { kind: 'deleted-user'; userId: string };

/** The role a `--role=` value names, by id or name in any letter case (`admin`, `Admin`); undefined for none. */
export function roleNamed(value: string): Role | undefined {
  const wanted = value.trim().toLowerCase();
  return ROLES.find((role) => role.id === wanted || role.name.toLowerCase() === wanted);
}

/**
 * Gives the registered user of `email` the role, keeping the roles they hold: the same domain call
 * as an administrator's `PUT /api/user-roles/{userId}/roles` (lambdas/lib/accounts/roles.ts), so the
 * role items, the user's role names, the activity event and the security mail are written as the
 * API writes them. A soft-deleted account is refused: an administrator restores it first.
 */
export async function grantRole(email: string, role: Role): Promise<GrantOutcome> {
  const user = await findUserByEmail(email);
  if (!user) return { kind: 'unknown-user' };
  if (user.isDeleted) return { kind: 'deleted-user', userId: user.userId };
  const held = user.roles ?? [];
  if (held.includes(role.name)) return { kind: 'already', userId: user.userId, roles: [...held] };
  const heldIds = ROLES.filter((each) => held.includes(each.name)).map((each) => each.id);
  const roles = rolesWithIds([...heldIds, role.id]);
  await setUserRoles(user, roles);
  return { kind: 'granted', userId: user.userId, roles: roles.map((each) => each.name) };
}

/** The line the command prints for an outcome, and its exit code. */
export function describeGrant(outcome: GrantOutcome, email: string, role: Role): { line: string; exitCode: number } {
  switch (outcome.kind) {
    case 'granted':
      return {
        line: `${email} now has ${outcome.roles.join(', ')} (user ${outcome.userId}); they were told by mail and in their activity.`,
        exitCode: 0,
      };
    case 'already':
      return { line: `${email} already has ${role.name} (${outcome.roles.join(', ')}): nothing changed.`, exitCode: 0 };
    case 'unknown-user':
      return { line: `No registered user has the address ${email}: register on the site first.`, exitCode: 1 };
    case 'deleted-user':
      return {
        line: `The account of ${email} (user ${outcome.userId}) is deleted: restore it first (Admin → Users).`,
        exitCode: 1,
      };
  }
}
