import { DEMO_ACCOUNTS } from '#shared/demo-accounts.ts';

/**
 * Creates the demo accounts that do not exist yet (idempotent), with the handlers' own account
 * code, so it is imported only after the environment points at the local services.
 */
export async function seedDemoAccounts(): Promise<string> {
  const { findUserByEmail } = await import('#lambdas/lib/accounts/users.ts');
  const { ensureDemoAccount } = await import('#lambdas/lib/accounts/demo-accounts.ts');
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(account.email)) continue;
    await ensureDemoAccount(account.email);
    created += 1;
  }
  return `demo accounts: ${created} created, ${DEMO_ACCOUNTS.length - created} existing`;
}
