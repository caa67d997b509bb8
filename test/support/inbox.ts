import { inject } from 'vitest';
import { runningMailQueue } from '#infra/local/events/mail-queue.ts';

export interface InboxMail {
  from: string;
  destination: { to: string[] };
  replyTo: string[];
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/**
 * Mails the local SES inbox holds for an address (its `GET /store`), once the mail queue has
 * handed everything queued so far to the worker (mail is sent by the worker, not the request).
 */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  await runningMailQueue()?.drained();
  const store = (await (await fetch(`${inject('sesInboxUrl')}/store`)).json()) as { emails: InboxMail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

/** The reset link of the newest mail to `email` (a password-reset mail); throws when there is none. */
export async function resetLinkFor(email: string): Promise<URL> {
  const text = (await mailsTo(email)).at(-1)?.body.text ?? '';
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the mail to ${email}: ${text}`);
  return new URL(link);
}
