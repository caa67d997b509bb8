import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocalDeadLetterStore } from '#infra/local/events/dead-letters.ts';
import { LocalMailQueue, type MailWorker } from '#infra/local/events/mail-queue.ts';
import { invokeReplayer, mailReplayer, replayLocalDeadLetters } from '#infra/tools/dlq-replay/local-replayers.ts';
import { sesThatCanGoDown } from '../../support/mail-outage';

const directories: string[] = [];
const cleanups: Array<() => Promise<void>> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.resetModules();
});

function tempDir(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'dead-letters-'));
  directories.push(directory);
  return directory;
}

/** The mail queue as `npm start` runs it (the real worker, over an SES inbox), with short waits. */
async function mailQueueOver(store: LocalDeadLetterStore): Promise<LocalMailQueue> {
  const queue = await new LocalMailQueue({
    // Imported at each batch: the module reads SES_ENDPOINT, which the test's own inbox sets.
    worker: async () => ((await import('#lambdas/mail/handler.ts')) as { handler: MailWorker }).handler,
    pollMs: 20,
    baseBackoffMs: 20,
    maxAttempts: 3,
    deadLetterStore: store,
    log: () => undefined,
  }).start();
  cleanups.push(() => queue.stop());
  return queue;
}

const mailTo = (to: string) => JSON.stringify({ kind: 'mail', mail: { to, subject: 'Replayed', text: 'Hello again' } });

describe('local dead letters', () => {
  it('keeps a mail that failed for good on disk; a dry run changes nothing; the replay delivers it and empties them', async () => {
    const ses = await sesThatCanGoDown();
    cleanups.push(ses.stop);
    await ses.down();
    // The worker logs each failed send; the outage is the point here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const directory = tempDir();
    const to = `replay-${Date.now()}@example.test`;

    const failing = await mailQueueOver(new LocalDeadLetterStore('mail', directory));
    failing.send(mailTo(to));
    expect(await failing.drained(10_000)).toBe(true);
    expect(failing.deadLetters).toHaveLength(1);
    await failing.stop();
    // On disk, as a file of its own: another process (the replay) sees it.
    expect(readdirSync(path.join(directory, 'mail'))).toHaveLength(1);
    const store = new LocalDeadLetterStore('mail', directory);
    const [letter] = store.list();
    expect(letter).toMatchObject({ body: mailTo(to), attempts: 3 });

    await ses.up();
    const dry = await replayLocalDeadLetters(store, mailReplayer(await mailQueueOver(store)), { dryRun: true });
    expect(dry).toMatchObject({ replayed: 0, kept: 1 });
    expect(dry.lines[0]).toMatch(new RegExp(`Would send back ${letter?.id}`));
    expect(store.list()).toEqual([letter]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ses.mailsTo(to)).toHaveLength(0);

    const report = await replayLocalDeadLetters(store, mailReplayer(await mailQueueOver(store), 10_000));
    expect(report).toMatchObject({ replayed: 1, kept: 0 });
    expect(store.list()).toEqual([]);
    expect(readdirSync(path.join(directory, 'mail'))).toEqual([]);
    expect((await ses.mailsTo(to)).map((mail) => mail.subject)).toEqual(['Replayed']);
  });

  it('puts a mail that fails every attempt again back in the dead letters, under a new id', async () => {
    const ses = await sesThatCanGoDown();
    cleanups.push(ses.stop);
    await ses.down();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new LocalDeadLetterStore('mail', tempDir());
    const first = store.add({ body: mailTo(`again-${Date.now()}@example.test`), attempts: 5 });

    const report = await replayLocalDeadLetters(store, mailReplayer(await mailQueueOver(store), 10_000));
    expect(report).toMatchObject({ replayed: 0, kept: 1 });
    expect(report.lines).toEqual([expect.stringMatching(/^Failed again, back in the dead letters/)]);
    const [again, ...more] = store.list();
    expect(more).toEqual([]);
    expect(again?.id).not.toBe(first.id);
    expect(again).toMatchObject({ body: first.body, attempts: 3 });
  });

  it('keeps a stream batch with what to do instead, and invokes an event again until its handler takes it', async () => {
    const store = new LocalDeadLetterStore('render');
    const batch = store.add({
      body: JSON.stringify({ DDBStreamBatchInfo: { startSequenceNumber: '1', batchSize: 2 } }),
      attempts: 4,
    });
    const event = store.add({
      body: JSON.stringify({ 'detail-type': 'Object Created', detail: { key: 'k' } }),
      attempts: 4,
    });
    const seen: unknown[] = [];
    let failuresLeft = 1;
    const handler = async () => async (received: never) => {
      if (failuresLeft-- > 0) throw new Error('still broken');
      seen.push(received);
    };

    const report = await replayLocalDeadLetters(
      store,
      invokeReplayer(handler, { maxAttempts: 3, baseBackoffMs: 5 }, store),
    );
    expect(report).toMatchObject({ replayed: 1, kept: 1 });
    expect(report.lines).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`Kept ${batch.id}: .*render every page`))]),
    );
    expect(seen).toEqual([JSON.parse(event.body)]);
    expect(store.list().map((letter) => letter.id)).toEqual([batch.id]);
  });
});
