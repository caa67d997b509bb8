import { afterEach, describe, expect, it, vi } from 'vitest';
import { findUserByEmail } from '#lambdas/lib/accounts/users.ts';
import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';
import { signIn } from '../../support/accounts';

afterEach(() => vi.unstubAllEnvs());

describe('demo accounts', () => {
  it('do not exist, and cannot sign in, while DEMO_ACCOUNTS is off', async () => {
    vi.stubEnv('DEMO_ACCOUNTS', 'false');
    const admin = DEMO_ACCOUNTS.find((account) => account.role === 'Admin');
    expect((await signIn(admin?.email ?? '', admin?.password)).statusCode).toBe(401);
    expect(await findUserByEmail(admin?.email ?? '')).toBeUndefined();
  });

  it('sign in with their documented passwords and roles when DEMO_ACCOUNTS is on, with seeded birth dates', async () => {
    vi.stubEnv('DEMO_ACCOUNTS', 'true');
    for (const account of DEMO_ACCOUNTS) {
      const answer = await signIn(account.email, account.password);
      expect(answer.statusCode).toBe(200);
      expect(answer.json.authenticatedUser.roles).toContain(account.role);
      const stored = await findUserByEmail(account.email);
      const [, month, day] = (stored?.dateOfBirth ?? '').split('-').map(Number);
      expect(month).toBeGreaterThanOrEqual(1);
      expect(month).toBeLessThanOrEqual(12);
      expect(day).toBeGreaterThanOrEqual(1);
      expect(day).toBeLessThanOrEqual(28);
    }
    expect((await signIn(DEMO_ACCOUNTS[0]?.email ?? '', 'wrong password!')).statusCode).toBe(401);
  });
});
