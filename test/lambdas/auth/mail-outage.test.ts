import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestAccount } from '../../support/accounts';
import { invoke } from '../../support/invoke';
import { failedAttemptsReach, mailQueue, sesThatCanGoDown } from '../../support/mail-outage';

let stopSes: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stopSes?.();
  stopSes = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

/** The auth handler and an SES inbox of the test's own, down from the start. */
async function authWithSesDown() {
  const ses = await sesThatCanGoDown();
  stopSes = ses.stop;
  await ses.down();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const auth = await import('#lambdas/auth/handler.ts');
  const accounts = await import('#lambdas/lib/accounts/users.ts');
  return { ses, auth: auth.handler, accounts };
}

describe('when the mail server is down', () => {
  it('forgot-password answers the same at once, and the reset mail arrives once SES is back', async () => {
    const { ses, auth } = await authWithSesDown();
    const account = await createTestAccount();
    const before = mailQueue().failedAttempts;
    const started = Date.now();
    const answer = await invoke(auth, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.statusCode).toBe(200);
    expect(answer.json.message).toMatch(/If an account exists/);

    await failedAttemptsReach(before);
    expect(await ses.mailsTo(account.email)).toHaveLength(0);
    await ses.up();
    await expect.poll(async () => (await ses.mailsTo(account.email)).length).toBe(1);
    expect((await ses.mailsTo(account.email))[0]?.body.text).toMatch(/\/reset-password\?email=/);
  });

  it('a reactivation request is recorded and answered 200; both mails arrive once SES is back', async () => {
    const { ses, auth, accounts } = await authWithSesDown();
    const account = await createTestAccount();
    const { User } = await import('#lambdas/lib/db/entities/user.ts');
    await User.patch({ userId: account.id }).set({ isDeleted: true, deletedAt: new Date().toISOString() }).go();
    const before = mailQueue().failedAttempts;
    const answer = await invoke(auth, 'POST', '/api/auth/request-account-reactivation', {
      body: { email: account.email, reactivationReason: 'Please restore it.' },
    });
    expect(answer.statusCode).toBe(200);
    expect((await accounts.getUser(account.id))?.reactivationReason).toBe('Please restore it.');

    await failedAttemptsReach(before);
    expect(await ses.mailsTo(account.email)).toHaveLength(0);
    await ses.up();
    await expect.poll(async () => (await ses.mailsTo(account.email)).length).toBe(1);
    const ownerMails = async () =>
      (await ses.mailsTo('owner@example.com')).filter((mail) => mail.subject.includes(account.email));
    await expect.poll(async () => (await ownerMails()).length).toBe(1);
  });
});

describe('a mail that keeps failing', () => {
  it('is tried maxAttempts times with backoff, then lands in the dead-letter list, logged loudly', async () => {
    const { auth } = await authWithSesDown();
    const errors = vi.mocked(console.error);
    const account = await createTestAccount();
    const answer = await invoke(auth, 'POST', '/api/auth/forgot-password', { body: { email: account.email } });
    expect(answer.statusCode).toBe(200);

    const deadLetter = () =>
      mailQueue().deadLetters.find((letter) => letter.body.includes(JSON.stringify(account.email)));
    await expect.poll(deadLetter, { timeout: 15_000 }).toBeDefined();
    expect(deadLetter()?.attempts).toBe(5);
    expect(errors.mock.calls.some(([line]) => String(line).includes('DEAD LETTER'))).toBe(true);
  });
});
