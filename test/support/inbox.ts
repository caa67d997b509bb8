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

/**
 * The link to a page of the site (`/reset-password`, `/verify-email`) in the newest mail to `email`
 * that has one; throws when none has.
 */
export async function linkFor(email: string, pagePath: string): Promise<URL> {
  const pattern = new RegExp(`https?://\\S+${pagePath}\\?\\S+`);
  const mails = await mailsTo(email);
  const link = mails.map((mail) => pattern.exec(mail.body.text ?? '')?.[0]).findLast(Boolean);
  if (!link) throw new Error(`No ${pagePath} link in the ${mails.length} mails to ${email}`);
  return new URL(link);
}

/** The reset link of the newest mail to `email` (a password-reset mail); throws when there is none. */
export const resetLinkFor = (email: string): Promise<URL> => linkFor(email, '/reset-password');
