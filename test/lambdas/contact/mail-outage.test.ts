import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_SENT_MESSAGE } from '#shared/contact.ts';
import { failedAttemptsReach, mailQueue, sesThatCanGoDown } from '../../support/mail-outage';
import { sendFrom, storedMessagesFrom } from './support';

let stopSes: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stopSes?.();
  stopSes = undefined;
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('when the mail server is down', () => {
  it('a contact message is stored and answered as sent; its mail reaches the owner once SES is back', async () => {
    const ses = await sesThatCanGoDown();
    stopSes = ses.stop;
    await ses.down();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler } = await import('#lambdas/contact/handler.ts');
    const email = `outage-${randomUUID()}@example.test`;
    const before = mailQueue().failedAttempts;
    const answer = await sendFrom(handler, '10.250.0.1', {
      name: 'Grace',
      email,
      subject: 'Is anyone there?',
      message: 'Testing.',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json.message).toBe(CONTACT_SENT_MESSAGE);
    expect(await storedMessagesFrom(email)).toHaveLength(1);

    await failedAttemptsReach(before);
    const ownerMails = async () =>
      (await ses.mailsTo('owner@example.com')).filter((mail) => mail.body.text?.includes(email));
    expect(await ownerMails()).toHaveLength(0);
    await ses.up();
    await expect.poll(async () => (await ownerMails()).length).toBe(1);
  });
});
