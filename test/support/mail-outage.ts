import type { AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import { type LocalMailQueue, runningMailQueue } from '#infra/local/events/mail-queue.ts';
import { type SesLocal, startSesLocal } from '#infra/local/services/ses-local.ts';
import type { InboxMail } from './inbox';

export function mailQueue(): LocalMailQueue {
  const queue = runningMailQueue();
  if (!queue) throw new Error('No local mail queue runs in this test process (test/support/setup-env.ts)');
  return queue;
}

/**
 * An SES inbox of the test's own (in this process, on a free port) that the test can take down
 * and bring back on the same port, and the handler modules re-imported to use it: the request
 * handlers and, at its next batch, the mail worker the local queue runs. Call `vi.unstubAllEnvs()`,
 * `vi.resetModules()` and `stop()` after the test.
 */
export async function sesThatCanGoDown() {
  let ses: SesLocal = await startSesLocal(0);
  const port = (ses.server.address() as AddressInfo).port;
  const endpoint = `http://127.0.0.1:${port}`;
  vi.stubEnv('SES_ENDPOINT', endpoint);
  vi.resetModules();
  return {
    down: () => ses.stop(),
    up: async () => {
      ses = await startSesLocal(port);
    },
    stop: () => ses.stop(),
    /** What this inbox holds for an address (answers [] while it is down). */
    async mailsTo(address: string): Promise<InboxMail[]> {
      const store = await fetch(`${endpoint}/store`)
        .then((answer) => answer.json() as Promise<{ emails: InboxMail[] }>)
        .catch(() => ({ emails: [] as InboxMail[] }));
      return store.emails.filter((mail) => mail.destination.to.includes(address));
    },
  };
}

/** Waits until the queue has seen `count` more failed attempts than `before`. */
export async function failedAttemptsReach(before: number, count = 1): Promise<void> {
  await expect
    .poll(() => mailQueue().failedAttempts - before, { timeout: 10_000, interval: 20 })
    .toBeGreaterThanOrEqual(count);
}
