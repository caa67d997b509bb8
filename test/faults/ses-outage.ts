import { runningMailQueue } from '#infra/local/events/mail-queue.ts';
import type { InboxMail } from '#test/support/inbox.ts';
import { now, sleep, waitFor } from './clock';
import type { FaultProxy, ProxyMode } from './fault-proxy';
import type { FaultRow } from './report';
import { ANSWER_WITHIN_MS, MAIL_WITHIN_MS } from './settings';
import { type Answer, answerCounts, describeAnswer, send } from './write-load';

/** The API, the SES stand-in's inbox (behind no proxy) and the fault proxy the API's mail goes through. */
export interface SesTarget {
  apiUrl: string;
  inboxUrl: string;
  sesProxy: FaultProxy;
}

async function mailsTo(inboxUrl: string, address: string): Promise<InboxMail[]> {
  const answer = await fetch(`${inboxUrl}/store`);
  const store = (await answer.json()) as { emails: InboxMail[] };
  return store.emails.filter((mail) => mail.destination.to.includes(address));
}

/** Makes SES refuse or hang while resets are requested; the mails must arrive once it is back. */
export async function sesOutage(
  { apiUrl, inboxUrl, sesProxy }: SesTarget,
  name: string,
  mode: ProxyMode,
  holdMs: number,
  addresses: string[],
): Promise<FaultRow> {
  const queue = runningMailQueue();
  if (!queue) throw new Error('No local mail queue runs in this process');
  const failedBefore = queue.failedAttempts;
  const deadBefore = queue.deadLetters.length;
  const violations: string[] = [];
  const faultStart = now();
  await sesProxy.setMode(mode);
  const answers: Answer[] = [];
  for (const email of addresses) {
    answers.push(await send(apiUrl, 'POST', '/auth/forgot-password', { body: { email } }));
    await sleep(holdMs / (addresses.length + 1));
  }
  await sleep(Math.max(0, holdMs - (now() - faultStart)));
  await sesProxy.setMode('pass');
  const faultEnd = now();
  for (const answer of answers) {
    if (answer.status !== 200) violations.push(`${name}: forgot-password answered ${describeAnswer(answer)}`);
    else if (answer.elapsedMs > ANSWER_WITHIN_MS) {
      violations.push(`${name}: forgot-password took ${Math.round(answer.elapsedMs)} ms`);
    }
  }
  if (queue.failedAttempts === failedBefore) violations.push(`${name}: the mail worker saw no failed attempt`);

  let lastArrival = faultEnd;
  const delivered = new Map<string, number>();
  await waitFor(
    async () => {
      for (const email of addresses) {
        if (delivered.has(email)) continue;
        const mails = await mailsTo(inboxUrl, email);
        if (mails.length > 0) {
          delivered.set(email, mails.length);
          lastArrival = now();
        }
      }
      return delivered.size === addresses.length || queue.deadLetters.length > deadBefore;
    },
    `${name}: reset mails`,
    MAIL_WITHIN_MS,
  ).catch((error: Error) => violations.push(error.message));
  // Anything still queued (a retry of a mail that was in fact delivered) would arrive now.
  await queue.drained(MAIL_WITHIN_MS);
  await sleep(1_000);
  let duplicates = 0;
  let verified = 0;
  for (const email of addresses) {
    const mails = await mailsTo(inboxUrl, email);
    if (mails.length === 1) verified += 1;
    if (mails.length > 1) duplicates += mails.length - 1;
    if (mails.length !== 1) violations.push(`${name}: ${mails.length} reset mails to ${email} (expected 1)`);
  }
  if (queue.deadLetters.length > deadBefore) {
    violations.push(`${name}: ${queue.deadLetters.length - deadBefore} mails dead-lettered`);
  }
  return {
    fault: name,
    faultMs: faultEnd - faultStart,
    ...answerCounts(answers),
    errored: 0,
    retriedOk: 0,
    savedBeforeError: undefined,
    maxTries: 0,
    verified,
    expected: addresses.length,
    duplicates,
    recoveryMs: lastArrival - faultEnd,
    violations,
  };
}
