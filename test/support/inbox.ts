import { inject } from 'vitest';

export interface InboxMail {
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

/** Mails the local SES inbox holds for an address (its `GET /store`). */
export async function mailsTo(address: string): Promise<InboxMail[]> {
  const store = (await (await fetch(`${inject('sesInboxUrl')}/store`)).json()) as { emails: InboxMail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}
