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
import { hourBucket } from '../db/hour-bucket';
import { conditionally, isConditionFailure } from '../db/transactions';
import { DependencyFailedError, RateLimitedError } from '../errors';
import { keyUsedForAnother } from '../idempotency/create-id';
import { logger } from '../logger';
import { queueMail } from '../mail/outbox';

type SenderKind = 'email' | 'ip';

/**
 * Reserves one message for a sender in the current hour: an atomic `ADD` (upsert) with the
 * condition that fewer than `limit` are counted, so parallel requests never exceed the limit.
 * Answers false when the limit is reached (nothing is counted then).
 */
async function reserve(kind: SenderKind, sender: string, limit: number, now: Date): Promise<boolean> {
  const { hour, expiresAt } = hourBucket(now);
  return conditionally(() =>
    ContactRateCounter.upsert({ kind, sender, hour, expiresAt })
      .add({ count: 1 })
      .where(({ count }, { notExists, lt }) => `${notExists(count)} OR ${lt(count, limit)}`)
      .go(),
  );
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

/** A stored contact message, as the create wrote it. */
type StoredMessage = ContactInput & { messageId: string; mailQueuedAt?: string };

/** Get a contact message by id (consistent read). */
async function getContactMessage(messageId: string): Promise<StoredMessage | undefined> {
  const { data } = await ContactMessage.get({ messageId }).go({ consistent: true });
  return data ?? undefined;
}

/**
 * Stores a contact message under `messageId`. When that id is already taken (only an earlier try
 * of the same create can have taken a `createId`), answers the message stored there.
 */
async function storeContactMessage(
  messageId: string,
  input: ContactInput,
  meta: { sourceIp: string; userAgent?: string },
  now = new Date(),
): Promise<StoredMessage> {
  try {
    await ContactMessage.create({ messageId, ...input, ...meta, createdAt: now.toISOString() }).go();
    return { messageId, ...input };
  } catch (error) {
    const saved = isConditionFailure(error) ? await getContactMessage(messageId) : undefined;
    if (!saved) throw error;
    return saved;
  }
}

const sameMessage = (stored: ContactInput, input: ContactInput) =>
  stored.name === input.name &&
  stored.email === input.email &&
  stored.subject === input.subject &&
  stored.message === input.message;

/** Queue the owner's mail of a stored message, then note on the message that it was queued. */
async function queueOwnerMail({ messageId, ...input }: StoredMessage): Promise<void> {
  try {
    await queueMail({
      kind: 'mail',
      mail: {
        to: config.siteOwnerEmail,
        subject: `Contact form: ${input.subject}`,
        // The owner's reply goes to the visitor (validated by the contact schema: one address).
        replyTo: input.email,
        text: [`From: ${input.name} <${input.email}>`, `Reply to: ${input.email}`, '', input.message].join('\n'),
      },
    });
  } catch (error) {
    logger.error('Contact mail could not be queued', { messageId, error });
    throw new DependencyFailedError(CONTACT_MAIL_FAILED_MESSAGE, { cause: error });
  }
  try {
    await ContactMessage.patch({ messageId }).set({ mailQueuedAt: new Date().toISOString() }).go();
  } catch (error) {
    // The message is stored and its mail queued: the request did its work. Only a retry of it
    // after a lost answer could queue the mail once more (see receiveContactMessage).
    logger.warn('Contact mail queued but not noted on the message', { messageId, error });
  }
}

/**
 * Receive a contact message: count it against the sender's hourly limits (address and source IP),
 * store it, then queue its mail to the site owner (the mail worker sends it, with retries, so an
 * SES outage only delays it). Over a limit nothing is stored or queued; when the mail cannot even
 * be queued the message stays stored, and the error says so.
 *
 * With `createId` (the same for every retry of one create: lib/idempotency/create-id.ts) the
 * message gets that id, so a retry whose earlier try stored it, though its answer was lost, stores
 * no second message and counts nothing again. Its mail: the message notes `mailQueuedAt` once the
 * mail is queued, and the retry queues it only when that is missing, i.e. when the earlier try
 * never queued it (the queue refused, a crash or timeout before it) or was cut off between
 * queueing and noting it. That narrow last case sends the owner the mail twice; the choice is
 * deliberate: a contact message mailed twice is better than one never mailed. (Retries of one key
 * never run at once: the idempotency record answers 409 while a try is in progress.) A retry key
 * once used for a different message is a 422.
 */
export async function receiveContactMessage(
  input: ContactInput,
  meta: { sourceIp: string; userAgent?: string },
  createId?: string,
): Promise<void> {
  let message = createId ? await getContactMessage(createId) : undefined;
  if (!message) {
    const allowed = await reserveContactMessage(
      { email: input.email, ip: meta.sourceIp },
      { perEmail: CONTACT_LIMIT_PER_EMAIL_PER_HOUR, perIp: CONTACT_LIMIT_PER_IP_PER_HOUR },
    );
    if (!allowed) throw new RateLimitedError(CONTACT_TOO_MANY_MESSAGE);
    message = await storeContactMessage(createId ?? randomUUID(), input, meta);
  }
  if (!sameMessage(message, input)) throw keyUsedForAnother('message');
  if (message.mailQueuedAt) return;
  await queueOwnerMail(message);
}
