/** The load benchmark's accounts: created with the handlers' own code, signed in over HTTP. */

/** Password checks in parallel while the accounts are created (scrypt runs on libuv's 4 threads). */
const ACCOUNT_CREATION_PARALLEL = 4;
// Not one of the accounts' words (Load, Bench, load-N): the password policy would refuse it.
export const SIGN_IN_PASSWORD = 'a calm and steady passphrase 2026';

async function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

export async function signIn(apiUrl: string, email: string, password: string): Promise<string> {
  const answer = await post(`${apiUrl}/auth/login`, { email, password });
  if (!answer.ok) throw new Error(`Sign-in of ${email} failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** Accounts with one password, created with the handlers' own account code (each costs one scrypt hash). */
export async function createAccounts(count: number, prefix: string): Promise<string[]> {
  const { createAccount } = await import('#lambdas/lib/accounts/accounts.ts');
  const emails = Array.from({ length: count }, (_, index) => `${prefix}-${index}@example.test`);
  let next = 0;
  await Promise.all(
    Array.from({ length: ACCOUNT_CREATION_PARALLEL }, async () => {
      for (let index = next++; index < count; index = next++) {
        await createAccount({
          email: emails[index] as string,
          password: SIGN_IN_PASSWORD,
          firstName: 'Load',
          lastName: 'Bench',
          userName: `${prefix}${index}`,
        });
      }
    }),
  );
  return emails;
}

/**
 * Sign-ins that outlived a row (answered 503 at the function timeout, or cut off when the row
 * ended) go on checking their password in the background. libuv runs those checks in order, so
 * one more sign-in answers only once they are done: the next row starts on an idle pool.
 */
export async function waitForPasswordChecks(apiUrl: string, email: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    const answer = await post(`${apiUrl}/auth/login`, { email, password: SIGN_IN_PASSWORD });
    if (answer.ok) break;
    if (performance.now() - started > 180_000)
      throw new Error(`Sign-ins still queued after 3 minutes (${answer.status})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(`  (waited ${((performance.now() - started) / 1000).toFixed(1)} s for queued password checks)`);
}
