import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MAIL_FAILED_MESSAGE } from '#shared/contact.ts';
import { sendFrom, storedMessagesFrom } from './support';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('when the mail server is down', () => {
  it('a contact message is stored and answered 502 with a message the form shows', async () => {
    vi.stubEnv('SES_ENDPOINT', 'http://127.0.0.1:9');
    vi.resetModules();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler } = await import('#lambdas/contact/handler.ts');
    const email = `outage-${randomUUID()}@example.test`;
    const answer = await sendFrom(handler, '10.250.0.1', {
      name: 'Grace',
      email,
      subject: 'Is anyone there?',
      message: 'Testing.',
    });
    expect(answer.statusCode).toBe(502);
    expect(answer.json.message).toBe(CONTACT_MAIL_FAILED_MESSAGE);
    expect(await storedMessagesFrom(email)).toHaveLength(1);
  });
});
