import type { RenderUnitMessage } from '#shared/render/render-units.ts';
import type { LocalDeadLetterStore, StoredDeadLetter } from '../../local/events/dead-letters';
import { type DeliveryPolicy, deliverWithRetries } from '../../local/events/event-delivery';
import type { LocalMailQueue } from '../../local/events/mail-queue';
import type { LocalRenderQueue } from '../../local/render/render-unit-queue';
import { type ReplayReport, replayPayloadOf } from './aws';

/**
 * `npm run dlq:replay -- <name> --local`: a local dead-letter queue's messages (dead-letters.ts)
 * sent back along the path they failed on, as in AWS: a queue's message (mail, render units) into
 * that local queue again, with its retries; an event (resize, render) to its handler again, with
 * the retries of an asynchronous invocation. A message that fails every attempt again is back in
 * the dead letters (under a new id); one whose fate is not known when the replay ends stays.
 */
export interface LocalReplayer {
  /** Sends the letters back; answers the ids of those delivered and of those that failed again. */
  replay(letters: StoredDeadLetter[]): Promise<{ delivered: Set<string>; failedAgain: Set<string> }>;
}

const summary = (body: string) => body.slice(0, 160);

/** Replays the store's messages with `replayer`; `dryRun` says what it would send and changes nothing. */
export async function replayLocalDeadLetters(
  store: LocalDeadLetterStore,
  replayer: LocalReplayer,
  { dryRun = false }: { dryRun?: boolean } = {},
): Promise<ReplayReport> {
  const report: ReplayReport = { replayed: 0, kept: 0, lines: [] };
  const letters: StoredDeadLetter[] = [];
  for (const letter of store.list()) {
    const replay = replayPayloadOf(letter.body);
    if ('cannot' in replay) {
      report.kept += 1;
      report.lines.push(`Kept ${letter.id}: ${replay.cannot}`);
    } else if (dryRun) {
      report.kept += 1;
      report.lines.push(`Would send back ${letter.id} (failed ${letter.attempts} times): ${summary(letter.body)}`);
    } else letters.push(letter);
  }
  if (letters.length === 0) return report;
  const { delivered, failedAgain } = await replayer.replay(letters);
  for (const letter of letters) {
    if (delivered.has(letter.id)) {
      store.remove(letter.id);
      report.replayed += 1;
      report.lines.push(`Delivered ${letter.id}: ${summary(letter.body)}`);
    } else if (failedAgain.has(letter.id)) {
      // The path dead-lettered it again, under a new id: the old one goes.
      store.remove(letter.id);
      report.kept += 1;
      report.lines.push(`Failed again, back in the dead letters: ${summary(letter.body)}`);
    } else {
      report.kept += 1;
      report.lines.push(`Kept ${letter.id}: still being retried when the replay ended`);
    }
  }
  return report;
}

/**
 * Into a local mail queue (its worker, its retries, its dead letters: give it the same store) and
 * until it has drained (`timeoutMs`, default 2 minutes: five attempts wait 15 s between them).
 */
export function mailReplayer(queue: LocalMailQueue, timeoutMs = 120_000): LocalReplayer {
  return {
    async replay(letters) {
      const deadBefore = queue.deadLetters.length;
      const sent = new Map(letters.map((letter) => [queue.send(letter.body), letter.id]));
      const drained = await queue.drained(timeoutMs);
      const failedAgain = new Set(
        queue.deadLetters
          .slice(deadBefore)
          .flatMap((dead) => (sent.has(dead.messageId) ? [sent.get(dead.messageId) as string] : [])),
      );
      const delivered = new Set(drained ? [...sent.values()].filter((id) => !failedAgain.has(id)) : []);
      return { delivered, failedAgain };
    },
  };
}

/**
 * To the handler again, each event with `policy`'s retries (an asynchronous invocation's, as the
 * stand-in that dead-lettered it); one that fails every attempt is added to `store` again.
 */
export function invokeReplayer(
  handler: () => Promise<(event: never) => Promise<unknown>>,
  policy: DeliveryPolicy,
  store: LocalDeadLetterStore,
): LocalReplayer {
  return {
    async replay(letters) {
      const delivered = new Set<string>();
      const failedAgain = new Set<string>();
      for (const letter of letters) {
        const error = await deliverWithRetries(
          policy,
          async () => {
            await (await handler())(JSON.parse(letter.body) as never);
            return true;
          },
          () => false,
        );
        if (error === undefined) delivered.add(letter.id);
        else {
          store.add({ body: letter.body, attempts: policy.maxAttempts, error });
          failedAgain.add(letter.id);
        }
      }
      return { delivered, failedAgain };
    },
  };
}

/** Into a local render queue (its worker processes, its deliveries, its dead letters: give it the same store). */
export function renderUnitReplayer(queue: LocalRenderQueue, timeoutMs = 10 * 60_000): LocalReplayer {
  return {
    async replay(letters) {
      const units = letters.map((letter) => ({ id: letter.id, unit: JSON.parse(letter.body) as RenderUnitMessage }));
      const deadBefore = queue.deadLetters.length;
      queue.send(units.map(({ unit }) => unit));
      const runs = [...new Set(units.map(({ unit }) => unit.runId))];
      const deadline = Date.now() + timeoutMs;
      while (runs.some((runId) => queue.unitsOf(runId).outstanding > 0) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const deadAgain = queue.deadLetters.slice(deadBefore);
      const failedAgain = new Set(
        units
          .filter(({ unit }) =>
            deadAgain.some((dead) => dead.unit.runId === unit.runId && dead.unit.unit === unit.unit),
          )
          .map(({ id }) => id),
      );
      const outstanding = (unit: RenderUnitMessage) => queue.unitsOf(unit.runId).outstanding > 0;
      const delivered = new Set(
        units.filter(({ id, unit }) => !failedAgain.has(id) && !outstanding(unit)).map(({ id }) => id),
      );
      return { delivered, failedAgain };
    },
  };
}
