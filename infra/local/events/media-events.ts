import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import type { MediaObjectEvent } from '#lambdas/resize/handler.ts';
import { UPLOAD_KEY_PREFIX } from '#shared/media.ts';
import type { LocalDeadLetterStore } from './dead-letters';
import { deliverWithRetries, objectCreatedEvent } from './event-delivery';

/** The resize worker's signature (lambdas/resize/handler.ts). */
export type ResizeWorker = (event: MediaObjectEvent) => Promise<unknown>;

export interface LocalMediaEventsOptions {
  /** Resolved for every event (tests re-import modules). */
  worker: () => ResizeWorker | Promise<ResizeWorker>;
  s3: S3Client;
  mediaBucket: string;
  region: string;
  /** How often `uploads/` is listed (default 1 s). */
  pollMs?: number;
  /** Attempts before an event goes to the dead-letter list (default 3: an asynchronous invocation and its 2 retries). */
  maxAttempts?: number;
  /** Wait before the second attempt, doubled for each later one (default 1 s). */
  baseBackoffMs?: number;
  log?: (line: string) => void;
  /** Where dead letters are also kept, as events, for `npm run dlq:replay -- resize --local` (dead-letters.ts). */
  deadLetterStore?: LocalDeadLetterStore;
}

export interface DeadMediaEvent {
  key: string;
  attempts: number;
  error: string;
}

/**
 * The local stand-in for the media bucket's EventBridge rule (docs/media.md): the local S3 has no
 * event bus, so `uploads/` is listed every `pollMs` and each new object (key and ETag not seen
 * before) is handed to the resize worker as the "Object Created" event AWS sends, retried with
 * backoff, then put on the dead-letter list and announced loudly. Uploads are delivered side by
 * side, as asynchronous invocations run in AWS.
 */
export class LocalMediaEvents {
  readonly deadLetters: DeadMediaEvent[] = [];
  /** Events the worker took (successfully). */
  delivered = 0;
  private readonly options: Required<Omit<LocalMediaEventsOptions, 'log' | 'deadLetterStore'>> &
    Pick<LocalMediaEventsOptions, 'deadLetterStore'> & { log: (line: string) => void };
  /** `key etag` of every object delivered, being delivered or dead-lettered, while it exists. */
  private readonly seen = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(options: LocalMediaEventsOptions) {
    this.options = {
      pollMs: 1_000,
      maxAttempts: 3,
      baseBackoffMs: 1_000,
      log: (line) => console.log(line),
      ...options,
    };
  }

  start(): this {
    this.stopped = false;
    this.schedule();
    return this;
  }

  /** Waits until every upload written before this call has been delivered or dead-lettered (tests). */
  async settle(): Promise<void> {
    await this.polling;
    await new Promise((resolve) => setTimeout(resolve, this.options.pollMs));
    await this.polling;
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.polling.catch(() => undefined);
    await Promise.all(this.inFlight);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.polling = this.pollOnce()
        .catch((error: unknown) => this.options.log(`[resize] Listing uploads failed: ${String(error)}`))
        .finally(() => this.schedule());
    }, this.options.pollMs);
    this.timer.unref();
  }

  private async pollOnce(): Promise<void> {
    const present = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.options.s3.send(
        new ListObjectsV2Command({
          Bucket: this.options.mediaBucket,
          Prefix: UPLOAD_KEY_PREFIX,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        const id = `${object.Key} ${object.ETag ?? ''}`;
        present.add(id);
        if (this.seen.has(id)) continue;
        this.seen.add(id);
        const delivery = this.deliver(object.Key, object.Size ?? 0).finally(() => this.inFlight.delete(delivery));
        this.inFlight.add(delivery);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    // Forget what is gone, so the set stays as small as the uploads waiting.
    for (const id of this.seen) if (!present.has(id)) this.seen.delete(id);
  }

  /** Hands the event to the worker until it takes it, with backoff; then the dead-letter list. */
  private async deliver(key: string, size: number): Promise<void> {
    const event: MediaObjectEvent = objectCreatedEvent(this.options.region, this.options.mediaBucket, { key, size });
    const error = await deliverWithRetries(
      this.options,
      async () => {
        await (await this.options.worker())(event);
        this.delivered += 1;
        return true;
      },
      () => this.stopped,
    );
    if (error === undefined) return;
    this.deadLetters.push({ key, attempts: this.options.maxAttempts, error });
    const kept = this.options.deadLetterStore?.add({
      body: JSON.stringify(event),
      attempts: this.options.maxAttempts,
      error,
    });
    this.options.log(
      `[resize] DEAD LETTER: ${key} failed ${this.options.maxAttempts} times: ${error}` +
        (kept && this.options.deadLetterStore?.folder
          ? ' (npm run dlq:replay -- resize --local invokes it again)'
          : ''),
    );
  }
}
