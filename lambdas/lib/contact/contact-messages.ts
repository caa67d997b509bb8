import { randomUUID } from 'node:crypto';
import {
  CONTACT_LIMIT_PER_EMAIL_PER_HOUR,
  CONTACT_LIMIT_PER_IP_PER_HOUR,
  CONTACT_MAIL_FAILED_MESSAGE,
  CONTACT_TOO_MANY_MESSAGE,
  type ContactInput,
} from '#shared/contact.ts';
import { config } from '../config';
import { ContactMessage } from '../db/entities/contact-message';
import { ContactRateCounter } from '../db/entities/contact-rate-counter';
import { isConditionFailure } from '../db/transactions';
import { DependencyFailedError, RateLimitedError } from '../errors';
import { logger } from '../logger';
import { queueMail } from '../mail/outbox';

type SenderKind = 'email' | 'ip';

/** The UTC clock hour of a moment (`YYYY-MM-DDTHH`) and when its counters may be removed. */
function hourBucket(now: Date): { hour: string; expiresAt: number } {
  const hourStart = Math.floor(now.getTime() / 3_600_000) * 3_600;
  return { hour: now.toISOString().slice(0, 13), expiresAt: hourStart + 2 * 3_600 };
}

/**
 * Reserves one message for a sender in the current hour: an atomic `ADD` (upsert) with the
 * condition that fewer than `limit` are counted, so parallel requests never exceed the limit.
 * Answers false when the limit is reached (nothing is counted then).
 */
async function reserve(kind: SenderKind, sender: string, limit: number, now: Date): Promise<boolean> {
  const { hour, expiresAt } = hourBucket(now);
  try {
    await ContactRateCounter.upsert({ kind, sender, hour, expiresAt })
      .add({ count: 1 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}`)
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives back a reservation that was not used (the other limit refused the message). */
async function release(kind: SenderKind, sender: string, now: Date): Promise<void> {
  const { hour } = hourBucket(now);
  await ContactRateCounter.patch({ kind, sender, hour }).subtract({ count: 1 }).go();
}

/**
 * Counts one message against both limits (per e-mail address, per source IP). Two conditional
 * updates rather than one transaction: concurrent transactions on one item are canceled
 * (`TransactionConflict`), a conditional `ADD` never is. When the IP limit refuses, the address's
 * reservation is given back, so a refused message counts against neither.
 */
async function reserveContactMessage(
  sender: { email: string; ip: string },
  limits: { perEmail: number; perIp: number },
  now = new Date(),
): Promise<boolean> {
  const email = sender.email.trim().toLowerCase();
  if (!(await reserve('email', email, limits.perEmail, now))) return false;
  if (await reserve('ip', sender.ip, limits.perIp, now)) return true;
  await release('email', email, now);
  return false;
}

/** Stores a contact message; answers its id. */
async function storeContactMessage(
  input: ContactInput,
  meta: { sourceIp: string; userAgent?: string },
  now = new Date(),
): Promise<string> {
  const messageId = randomUUID();
  await ContactMessage.create({ messageId, ...input, ...meta, createdAt: now.toISOString() }).go();
  return messageId;
}

/**
 * Receive a contact message: count it against the sender's hourly limits (address and source IP),
 * store it, then queue its mail to the site owner (the mail worker sends it, with retries, so an
 * SES outage only delays it). Over a limit nothing is stored or queued; when the mail cannot even
 * be queued the message stays stored, and the error says so.
 */
export async function receiveContactMessage(
  input: ContactInput,
  meta: { sourceIp: string; userAgent?: string },
): Promise<void> {
  const allowed = await reserveContactMessage(
    { email: input.email, ip: meta.sourceIp },
    { perEmail: CONTACT_LIMIT_PER_EMAIL_PER_HOUR, perIp: CONTACT_LIMIT_PER_IP_PER_HOUR },
  );
  if (!allowed) throw new RateLimitedError(CONTACT_TOO_MANY_MESSAGE);

  const messageId = await storeContactMessage(input, meta);
  try {
    await queueMail({
      kind: 'mail',
      mail: {
        to: config.siteOwnerEmail,
        subject: `Contact form: ${input.subject}`,
        text: [`From: ${input.name} <${input.email}>`, `Reply to: ${input.email}`, '', input.message].join('\n'),
      },
    });
  } catch (error) {
    logger.error('Contact mail could not be queued', { messageId, error });
    throw new DependencyFailedError(CONTACT_MAIL_FAILED_MESSAGE, { cause: error });
  }
}
