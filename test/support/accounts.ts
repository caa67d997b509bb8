import { randomUUID } from 'node:crypto';
import { handler as authHandler } from '#lambdas/auth/handler.ts';
import { createAccount } from '#lambdas/lib/accounts/accounts.ts';
import { invoke } from './invoke';

export const PASSWORD = 'correct horse battery staple';

export type TestRole = 'User' | 'Editor' | 'Admin';

/** A fresh account with a unique address; Editor and Admin also hold User, as demo accounts do. */
export async function createTestAccount(
  role: TestRole = 'User',
  overrides: { email?: string; password?: string; emailVerified?: boolean } = {},
) {
  const email = overrides.email ?? `${role.toLowerCase()}-${randomUUID()}@example.test`;
  const user = await createAccount({
    email,
    password: overrides.password ?? PASSWORD,
    firstName: 'Test',
    lastName: role,
    roles: role === 'User' ? ['User'] : ['User', role],
    emailVerified: overrides.emailVerified,
  });
  return { id: user.userId, email, password: overrides.password ?? PASSWORD };
}

export async function signIn(email: string, password = PASSWORD, rememberMe = false) {
  return invoke(authHandler, 'POST', '/api/auth/login', { body: { email, password, rememberMe } });
}

/** A signed-in account of the role (its address verified unless told): its id, address and bearer header. */
export async function signedInAs(role: TestRole, overrides: { emailVerified?: boolean } = {}) {
  const account = await createTestAccount(role, overrides);
  const answer = await signIn(account.email);
  if (answer.statusCode !== 200) throw new Error(`Sign-in failed: ${JSON.stringify(answer.json)}`);
  return { ...account, token: answer.json.token as string, headers: { authorization: `Bearer ${answer.json.token}` } };
}
