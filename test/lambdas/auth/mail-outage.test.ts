import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAccount } from '../../support/accounts';
import { invoke } from '../../support/invoke';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** The handlers with SES pointing at a port where nothing listens: a real connection failure. */
async function handlersWithoutMail() {
  vi.stubEnv('SES_ENDPOINT', 'http://127.0.0.1:9');
  vi.resetModules();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const auth = await import('#lambdas/auth/handler.ts');
  const users = await import('#lambdas/users/handler.ts');
  const accounts = await import('#lambdas/lib/accounts/users.ts');
  return { auth: auth.handler, users: users.handler, accounts };
}

describe('when the mail server is down', () => {
  it('forgot-password still answers the same, and nothing leaks', async () => {
    const { auth } = await handlersWithoutMail();
    const account = await createTestAccount();
    const answer = await invoke(auth, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json.message).toMatch(/If an account exists/);
  });

  it('a reactivation request is recorded and answered 502 with a message the overlay shows', async () => {
    const { auth, accounts } = await handlersWithoutMail();
    const account = await createTestAccount();
    const user = await accounts.getUser(account.id);
    const { User } = await import('#lambdas/lib/db/entities/user.ts');
    await User.patch({ userId: account.id }).set({ isDeleted: true, deletedAt: new Date().toISOString() }).go();
    const answer = await invoke(auth, 'POST', '/api/auth/request-account-reactivation', {
      body: { email: account.email, reactivationReason: 'Please restore it.' },
    });
    expect(answer.statusCode).toBe(502);
    expect(answer.json.message).toBe(
      'Your request was recorded, but the email server could not send the confirmation. Our team has been notified.',
    );
    expect((await accounts.getUser(account.id))?.reactivationReason).toBe('Please restore it.');
    expect(user?.reactivationReason).toBeUndefined();
  });
});
