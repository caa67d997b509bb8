import { randomUUID } from 'node:crypto';
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { email } from '#shared/validation/accounts.ts';
import { sqs } from '../aws/sqs';
import type { Mail } from './send-mail';

/**
 * What the mail worker (lambdas/mail/handler.ts) receives: a mail composed in the request, a
 * password reset the worker resolves itself (account lookup, token, mail), so forgot-password
 * does the same work for a known and an unknown address: it queues one message; or an account's
 * e-mail verification, whose link the worker issues, so no link secret waits in the queue.
 */
export type OutboxMessage =
  | { kind: 'mail'; mail: Mail }
  | { kind: 'password-reset'; email: string }
  | { kind: 'email-verification'; userId: string };

/**
 * The mail queue's URL: set by CDK on the functions that queue mail (and on the worker, for its
 * backoff); locally, by the local mail queue when it starts (infra/local/events/mail-queue.ts),
 * which may be after this module was imported, so it is read on each use.
 */
export function mailQueueUrl(): string | undefined {
  return process.env.MAIL_QUEUE_URL || undefined;
}

/**
 * Queue a message for the mail worker on the SQS queue `MAIL_QUEUE_URL` names (locally, the
 * local SQS endpoint's: `SQS_ENDPOINT`). Answers the message id. Throws when the message could
 * not be queued (nothing was sent then).
 */
export async function queueMail(message: OutboxMessage): Promise<string> {
  const queueUrl = mailQueueUrl();
  if (!queueUrl) throw new Error('No mail queue: MAIL_QUEUE_URL is not set');
  const sent = await sqs().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: JSON.stringify(message) }));
  return sent.MessageId ?? randomUUID();
}

/** A reply address is one address (no spaces or line breaks), as the contact form accepts it. */
const replyToAddress = z.string().check(z.refine((value) => email.safeParse(value).data === value));

/** Reads a queued message back; throws on anything that is not one (the worker fails it). */
export function parseOutboxMessage(body: string): OutboxMessage {
  const value = JSON.parse(body) as Partial<OutboxMessage> & {
    mail?: Partial<Mail>;
    email?: unknown;
    userId?: unknown;
  };
  if (value.kind === 'password-reset' && typeof value.email === 'string') {
    return { kind: 'password-reset', email: value.email };
  }
  if (value.kind === 'email-verification' && typeof value.userId === 'string') {
    return { kind: 'email-verification', userId: value.userId };
  }
  const mail = value.mail;
  if (
    value.kind === 'mail' &&
    typeof mail?.to === 'string' &&
    typeof mail.subject === 'string' &&
    typeof mail.text === 'string' &&
    (mail.replyTo === undefined || replyToAddress.safeParse(mail.replyTo).success)
  ) {
    const { to, subject, text, replyTo } = mail;
    return { kind: 'mail', mail: { to, subject, text, ...(replyTo ? { replyTo } : {}) } };
  }
  throw new Error(`Not an outbox message: ${body.slice(0, 200)}`);
}
