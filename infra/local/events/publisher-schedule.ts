import type { PublisherEvent } from '#lambdas/publisher/handler.ts';

/** The publisher's signature (lambdas/publisher/handler.ts). */
export type PublisherWorker = (event: PublisherEvent) => Promise<{ published: string[] }>;

export interface LocalPublisherScheduleOptions {
  /** Resolved for each run (tests re-import modules). */
  worker: () => PublisherWorker | Promise<PublisherWorker>;
  /** Time between the end of one run and the start of the next (default 5 s). */
  intervalMs?: number;
  /** Where runs that published something, and failed runs, are reported (default console.log). */
  log?: (line: string) => void;
}

/**
 * The local stand-in for the publisher's EventBridge schedule: the same handler, run every
 * `intervalMs` with a look-ahead of `intervalMs`, so a post is published at its moment (within a
 * run's writes) as in AWS, where a run a minute waits up to PUBLISHER_LOOK_AHEAD_MS. A run that
 * throws is reported and the next one retries it, as the schedule's retries would.
 */
export class LocalPublisherSchedule {
  /** Runs started, and the ones that failed, since the start. */
  runs = 0;
  failedRuns = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private readonly options: Required<LocalPublisherScheduleOptions>;

  constructor(options: LocalPublisherScheduleOptions) {
    this.options = { intervalMs: 5_000, log: (line) => console.log(line), ...options };
  }

  start(): this {
    this.stopped = false;
    this.schedule(0);
    return this;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.run().finally(() => this.schedule(this.options.intervalMs));
    }, delayMs);
    this.timer.unref();
  }

  private async run(): Promise<void> {
    this.runs++;
    try {
      const worker = await this.options.worker();
      const { published } = await worker({ lookAheadMs: this.options.intervalMs });
      if (published.length > 0) this.options.log(`[publisher] published ${published.join(', ')}`);
    } catch (error) {
      this.failedRuns++;
      this.options.log(`[publisher] run failed, the next one retries: ${String(error)}`);
    }
  }

  /** Stops scheduling runs and waits for the one under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
