import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler } from '#lambdas/contact/handler.ts';
import { ContactMessage } from '#lambdas/lib/db/entities/contact-message.ts';
import { CONTACT_SENT_MESSAGE, CONTACT_TOO_MANY_MESSAGE } from '#shared/contact.ts';
import { mailsTo } from '../../support/inbox';
import { sendFrom, storedMessagesFrom } from './support';

const OWNER = 'owner@example.com';

const uniqueSender = () => `contact-${randomUUID()}@example.test`;
const uniqueIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function message(email: string, overrides: Record<string, unknown> = {}) {
  return { name: 'Ada Lovelace', email, subject: `Hello ${randomUUID()}`, message: 'I liked your site.', ...overrides };
}

async function ownerMailsAbout(subject: string) {
  return (await mailsTo(OWNER)).filter((mail) => mail.subject.includes(subject));
}

describe('POST /api/contact', () => {
  it('stores the message and mails it to the site owner with the sender address in the body', async () => {
    const email = uniqueSender();
    const body = message(email);
    const answer = await sendFrom(handler, uniqueIp(), body);
    expect(answer.statusCode).toBe(201);
    expect(answer.json).toEqual({ message: CONTACT_SENT_MESSAGE });
    expect(await storedMessagesFrom(email)).toMatchObject([
      { name: body.name, email, subject: body.subject, message: body.message },
    ]);
    const [mail, ...others] = await ownerMailsAbout(body.subject);
    expect(others).toHaveLength(0);
    expect(mail?.body.text).toContain(email);
    expect(mail?.body.text).toContain(body.message);
  });

  it("sets the owner's mail Reply-To to the visitor's address", async () => {
    const email = uniqueSender();
    const body = message(email);
    expect((await sendFrom(handler, uniqueIp(), body)).statusCode).toBe(201);
    const [mail] = await ownerMailsAbout(body.subject);
    expect(mail?.replyTo).toEqual([email]);
  });

  describe('refuses with 400 naming the field', () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['a missing name', { name: undefined }, /^name: /],
      ['an empty name', { name: '   ' }, /^name: /],
      ['a name over 100 characters', { name: 'n'.repeat(101) }, /^name: /],
      ['an invalid e-mail address', { email: 'not-an-address' }, /^email: /],
      ['an address carrying a header', { email: 'ada@example.test\r\nBcc: eve@example.test' }, /^email: /],
      ['an empty subject', { subject: '' }, /^subject: /],
      ['a subject over 200 characters', { subject: 's'.repeat(201) }, /^subject: /],
      ['an empty message', { message: '' }, /^message: /],
      ['a message over 5000 characters', { message: 'm'.repeat(5001) }, /^message: /],
      ['an unknown field', { phone: '123' }, /^phone: /],
    ];
    it.each(cases)('%s', async (_, overrides, expected) => {
      const email = uniqueSender();
      const answer = await sendFrom(handler, uniqueIp(), message(email, overrides));
      expect(answer.statusCode).toBe(400);
      expect(answer.json.message).toMatch(expected);
      expect(await storedMessagesFrom(email)).toHaveLength(0);
    });
  });

  it('refuses the 4th message from one address within the hour with 429, storing and sending nothing', async () => {
    const email = uniqueSender();
    for (let i = 0; i < 3; i += 1) {
      expect((await sendFrom(handler, uniqueIp(), message(email))).statusCode).toBe(201);
    }
    const fourth = message(email);
    const answer = await sendFrom(handler, uniqueIp(), fourth);
    expect(answer.statusCode).toBe(429);
    expect(answer.json.message).toBe(CONTACT_TOO_MANY_MESSAGE);
    expect(await storedMessagesFrom(email)).toHaveLength(3);
    expect(await ownerMailsAbout(fourth.subject)).toHaveLength(0);
  });

  it('refuses the 11th message from one source IP within the hour', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendFrom(handler, ip, message(uniqueSender()))).statusCode).toBe(201);
    }
    const email = uniqueSender();
    const answer = await sendFrom(handler, ip, message(email));
    expect(answer.statusCode).toBe(429);
    expect(await storedMessagesFrom(email)).toHaveLength(0);
    // The refused message did not use up the address's own allowance.
    expect((await sendFrom(handler, uniqueIp(), message(email))).statusCode).toBe(201);
  });

  it('accepts exactly 3 of 10 parallel messages from one address', async () => {
    const email = uniqueSender();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendFrom(handler, uniqueIp(), message(email))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await storedMessagesFrom(email)).toHaveLength(3);
  });

  it('keeps ContactMessage items readable by id', async () => {
    const email = uniqueSender();
    await sendFrom(handler, uniqueIp(), message(email));
    const [stored] = await storedMessagesFrom(email);
    const { data } = await ContactMessage.get({ messageId: stored?.messageId ?? '' }).go();
    expect(data?.email).toBe(email);
  });
});
