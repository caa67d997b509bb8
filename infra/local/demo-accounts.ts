import { DEMO_ACCOUNTS } from '../../shared/demo-accounts';

/**
 * Creates the demo accounts that do not exist yet (idempotent). Runs with the handlers' own
 * account code, so it must be imported after the environment points at the local services.
 * Birth dates follow spec §9: a month from 1 to 12 and a day from 1 to 28.
 */
export async function seedDemoAccounts(): Promise<string> {
  const { createAccount, findUserByEmail } = await import('../../lambdas/lib/accounts/accounts');
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(account.email)) continue;
    const month = 1 + Math.floor(Math.random() * 12);
    const day = 1 + Math.floor(Math.random() * 28);
    await createAccount({
      email: account.email,
      password: account.password,
      firstName: account.firstName,
      lastName: account.lastName,
      userName: account.email.split('@')[0],
      dateOfBirth: `1990-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      roles: account.role === 'User' ? ['User'] : ['User', account.role],
    });
    created += 1;
  }
  return `demo accounts: ${created} created, ${DEMO_ACCOUNTS.length - created} existing`;
}
