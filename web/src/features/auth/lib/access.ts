import { hasAccess } from '#shared/accounts.ts';

/** `checking`: a stored session is being confirmed with the server. */
export type AuthStatus = 'checking' | 'anonymous' | 'authenticated';
export type RequiredAccess = 'user' | 'editor' | 'admin';
/** What a guarded route does: show a spinner, show the page, go to login, or go to access denied. */
export type AccessDecision = 'wait' | 'allow' | 'sign-in' | 'deny';

export function decideAccess(status: AuthStatus, roles: readonly string[], required: RequiredAccess): AccessDecision {
  if (status === 'checking') return 'wait';
  if (status === 'anonymous') return 'sign-in';
  if (required !== 'user' && !hasAccess(roles, required)) return 'deny';
  return 'allow';
}

/** Where a guard sent the visitor from, kept in the login page's location state. */
export interface ReturnState {
  from: { pathname: string; search?: string; hash?: string };
}

/**
 * The in-site path to go back to after login, from the location state a guard left; the fallback
 * when there is none or it does not point inside the site (`//host` or `https:` are refused).
 */
export function returnPathFrom(state: unknown, fallback: string): string {
  const from = (state as Partial<ReturnState> | null | undefined)?.from;
  if (!from || typeof from.pathname !== 'string') return fallback;
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
