import { inject } from 'vitest';
import { runningMailQueue } from '#infra/local/mail-queue.ts';

export interface InboxMail {
  from: string;
  destination: { to: string[] };
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
