import { randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { LocalDeadLetterStore } from './dead-letters';
import { backoffMs } from './event-delivery';
import { type LocalQueue, localQueueReceiver, openLocalQueue, type QueueReceiver } from './sqs-endpoint';

/** The mail queue's name on the local SQS endpoint: its URL ends with it. */
const MAIL_QUEUE_NAME = 'mail-queue-local';

/** The mail worker's signature (lambdas/mail/handler.ts). */
export type MailWorker = (event: SQSEvent) => Promise<SQSBatchResponse>;

export interface LocalMailQueueOptions {
  /** Called for each batch; may resolve the worker anew each time (tests re-import modules). */
  worker: () => MailWorker | Promise<MailWorker>;
  /** How often the queue looks for due messages (default 250 ms). */
  pollMs?: number;
  /** Attempts before a message goes to the dead-letter list (default 5, like maxReceiveCount). */
  maxAttempts?: number;
  /** Delay before the second attempt, doubled for each later one (default 1 s). */
  baseBackoffMs?: number;
  /** Most messages per batch (default 10, like the SQS event source). */
  batchSize?: number;
  /** Where the dead-letter list is announced (default console.error). */
  log?: (line: string) => void;
  /**
   * Where dead letters are also kept for `npm run dlq:replay -- mail --local` (dead-letters.ts):
   * `npm start` keeps them under `.data/dead-letters/mail/`; without it they live in `deadLetters` only.
   */
  deadLetterStore?: LocalDeadLetterStore;
}

interface Pending {
  messageId: string;
  body: string;
  attempts: number;
  dueAt: number;
  sentAt: number;
}

export interface DeadLetter {
  messageId: string;
  body: string;
  attempts: number;
}

/**
 * The local stand-in for the mail queue, its SQS event source and its dead-letter queue: messages
 * the handlers queue (queueMail, with the SQS client, through the local SQS endpoint that
 * `MAIL_QUEUE_URL` names once this queue started) wait here; every `pollMs` the due ones go to the worker in a
 * batch; the ones it reports failed come back after a doubling backoff, and after `maxAttempts`
 * they land in the dead-letter list, announced loudly. Lives in the handlers' process.
 */
export class LocalMailQueue implements QueueReceiver {
  readonly deadLetters: DeadLetter[] = [];
  /** Attempts the worker reported failed (or threw on), since the start. */
  failedAttempts = 0;
  private readonly pending: Pending[] = [];
  private inFlight = 0;
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  /** Its place on the local SQS endpoint, while it runs. */
  private queue: LocalQueue | undefined;
  private readonly options: Required<Omit<LocalMailQueueOptions, 'deadLetterStore'>> &
    Pick<LocalMailQueueOptions, 'deadLetterStore'>;

  constructor(options: LocalMailQueueOptions) {
    this.options = {
      pollMs: 250,
      maxAttempts: 5,
      baseBackoffMs: 1_000,
      batchSize: 10,
      log: (line) => console.error(line),
      ...options,
    };
  }

  send(body: string): string {
    const messageId = randomUUID();
    // Due at once, whatever the clock says later: as a new SQS message, it is visible at once. (A
    // test that moves Date forward and back again must not leave a new mail waiting for its clock.)
    this.pending.push({ messageId, body, attempts: 0, dueAt: 0, sentAt: Date.now() });
    return messageId;
  }

  /** Messages waiting or being worked on. */
  get size(): number {
    return this.pending.length + this.inFlight;
  }

  /**
   * Opens the queue on the local SQS endpoint and sets `MAIL_QUEUE_URL` to it. A queue started over
   * a running one (a test's) receives the messages until it stops; then the other receives again.
   */
  async start(): Promise<this> {
    this.queue = await openLocalQueue(MAIL_QUEUE_NAME, this);
    process.env.MAIL_QUEUE_URL = this.queue.url;
    this.timer = setInterval(() => void this.poll(), this.options.pollMs);
    this.timer.unref();
    return this;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.queue?.close();
    while (this.polling) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  /** Resolves once nothing waits or is in flight (or after `timeoutMs`); answers whether it did. */
  async drained(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.size > 0) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return true;
  }

  /** One round: hands the due messages to the worker, then requeues or dead-letters its failures. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const now = Date.now();
      const due = this.pending.filter((message) => message.dueAt <= now).slice(0, this.options.batchSize);
      if (due.length === 0) return;
      for (const message of due) this.pending.splice(this.pending.indexOf(message), 1);
      this.inFlight = due.length;
      for (const message of due) message.attempts += 1;
      let failed: Set<string>;
      try {
        const worker = await this.options.worker();
        const answer = await worker({ Records: due.map(toRecord) });
        failed = new Set((answer?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier));
      } catch (error) {
        // A worker that throws fails the whole batch, as with the SQS event source.
        console.error('[mail-queue] the mail worker threw; the whole batch is retried', error);
        failed = new Set(due.map((message) => message.messageId));
      }
      for (const message of due) {
        if (!failed.has(message.messageId)) continue;
        this.failedAttempts += 1;
        if (message.attempts >= this.options.maxAttempts) {
          this.deadLetters.push({ messageId: message.messageId, body: message.body, attempts: message.attempts });
          const store = this.options.deadLetterStore;
          store?.add({ id: message.messageId, body: message.body, attempts: message.attempts });
          this.options.log(
            `[mail-queue] DEAD LETTER: message ${message.messageId} failed ${message.attempts} times and was ` +
              `moved to the dead-letter list (${this.deadLetters.length} there). ` +
              (store?.folder
                ? `It is kept in ${store.folder}: npm run dlq:replay -- mail --local sends it again. `
                : 'In AWS it would wait in the mail dead-letter queue for an operator to redrive it. ') +
              `Body: ${message.body}`,
          );
          continue;
        }
        this.pending.push({ ...message, dueAt: Date.now() + backoffMs(this.options.baseBackoffMs, message.attempts) });
      }
    } finally {
      this.inFlight = 0;
      this.polling = false;
    }
  }
}

function toRecord(message: Pending): SQSRecord {
  return {
    messageId: message.messageId,
    receiptHandle: '',
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.attempts),
      SentTimestamp: String(message.sentAt),
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: String(message.sentAt),
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:local:000000000000:mail-queue-local',
    awsRegion: 'local',
  };
}

/** The queue running in this process, if any. */
export function runningMailQueue(): LocalMailQueue | undefined {
  // Not instanceof: a test that re-imports modules may hold another copy of this class.
  const receiver = localQueueReceiver(MAIL_QUEUE_NAME) as Partial<LocalMailQueue> | undefined;
  return receiver && Array.isArray(receiver.deadLetters) ? (receiver as LocalMailQueue) : undefined;
}
