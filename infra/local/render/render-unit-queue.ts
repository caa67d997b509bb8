import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { RENDER_UNIT_MAX_RECEIVES } from '#lambdas/lib/render/render-queue.ts';
import type { RenderUnitMessage } from '#shared/render/render-units.ts';
import { REPO_ROOT } from '../../bundling';
import type { LocalDeadLetterStore } from '../events/dead-letters';
import { buildRenderWorkerBundle, type RenderWorkerBundle } from './render-worker-bundle';

/** A unit handed to a worker (render-worker.ts), as the SQS event source hands a message to Lambda. */
export interface UnitDelivery {
  messageId: string;
  /** This delivery's receipt: a worker's answer counts only while its receipt is the message's current one. */
  receipt: string;
  body: string;
  receiveCount: number;
  sentAt: number;
  firstReceivedAt: number;
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; receipt: string; failed: boolean; error?: string; peakRssBytes: number; ms: number };

export interface LocalRenderQueueOptions {
  /** Worker processes, each rendering one unit at a time (the SQS event source's maximum concurrency). */
  workers: number;
  /** What the render handler reads (the stack's endpoints, the site bucket, the API); merged over this process's. */
  env: Record<string, string | undefined>;
  /** How long a delivered unit stays invisible: a unit whose worker died or failed it is delivered again after it (default 30 s). */
  visibilityTimeoutMs?: number;
  /**
   * How long a worker may render one unit before it is killed, as Lambda ends an invocation at the
   * render function's timeout (default 5 min). In AWS the visibility timeout is longer than the
   * function's, so SQS never hands a unit still being rendered to a second worker; locally a unit
   * stays with its worker past the visibility timeout until it answers, dies or reaches this one.
   */
  unitTimeoutMs?: number;
  /** Deliveries before a unit goes to the dead-letter list (default the render queue's maxReceiveCount in AWS). */
  maxReceiveCount?: number;
  log?: (line: string) => void;
  /** Where dead letters are also kept for `npm run dlq:replay -- render-units --local` (dead-letters.ts). */
  deadLetterStore?: LocalDeadLetterStore;
}

interface Message {
  messageId: string;
  unit: RenderUnitMessage;
  body: string;
  sentAt: number;
  receiveCount: number;
  firstReceivedAt: number;
  /** When it may be delivered (again). */
  visibleAt: number;
  deliveredAt: number;
  receipt?: string;
}

interface Worker {
  child: ChildProcess;
  ready: boolean;
  /** The receipt of the unit it renders. */
  busyWith?: string;
  output: string[];
}

export interface RenderDeadLetter {
  unit: RenderUnitMessage;
  receiveCount: number;
  error: string;
}

/**
 * A worker's memory budget: 512 MB per worker (docs/render-scale.md), half the render function's 1,024 MB in
 * AWS (RENDER_MEMORY_MB). Otherwise V8 sizes its heap from the machine's memory (a 4 GB limit
 * on this 24 GB machine) and, with a limit that large, lets the heap grow further between full
 * collections.
 */
const WORKER_MEMORY_MB = 512;

/**
 * V8's heap sized for a function of `memoryMb`, as the Lambda Node.js runtime's bootstrap has sized
 * it from AWS_LAMBDA_FUNCTION_MEMORY_SIZE: a tenth for the new space (two semi-spaces), the rest
 * for the old space. For 512 MB: 25 MB semi-spaces, 461 MB old space. Measured at 2,000 documents
 * (docs/render-scale.md, "Memory per worker"): a worker's peak RSS 240–247 MB against 315–360 MB
 * without, at the same time per unit.
 */
function lambdaHeapFlags(memoryMb: number): string[] {
  const newSpace = Math.floor(memoryMb / 10);
  return [`--max-semi-space-size=${Math.floor(newSpace / 2)}`, `--max-old-space-size=${memoryMb - newSpace}`];
}

/** Workers that die before they are ready, in a row, before the queue gives up starting more. */
const MAX_START_FAILURES = 3;

/**
 * The local stand-in for the render queue, its SQS event source and its dead-letter queue: units
 * of a full render (sent by the render handler to `RENDER_QUEUE_URL`, a queue of the local SQS
 * endpoint: full-renders.ts) wait here and go, one at a time, to `workers` child processes that
 * run the render handler (render-worker.ts). A delivered unit stays invisible for the visibility
 * timeout: when its worker reports it failed, dies (the worker is replaced), or is still rendering
 * it at the unit timeout (it is killed, as Lambda ends an invocation at its timeout), the unit is
 * delivered again once the visibility timeout has passed; after `maxReceiveCount` deliveries it
 * lands in the dead-letter list, announced loudly.
 */
export class LocalRenderQueue {
  readonly deadLetters: RenderDeadLetter[] = [];
  /** Units handed to a worker, redeliveries included. */
  deliveries = 0;
  /** Time the workers spent in the handler, summed over the units they answered (Lambda's billed duration). */
  busyMs = 0;
  private readonly messages: Message[] = [];
  private readonly workers = new Set<Worker>();
  /** The peak memory of each worker process (by pid), also of the ones that have exited. */
  private readonly peaks = new Map<number, number>();
  private readonly sentPerRun = new Map<string, number>();
  private readonly options: Required<Omit<LocalRenderQueueOptions, 'deadLetterStore'>> &
    Pick<LocalRenderQueueOptions, 'deadLetterStore'>;
  private timer: NodeJS.Timeout | undefined;
  private startFailures = 0;
  private stopping = false;
  private bundle: RenderWorkerBundle | undefined;

  constructor(options: LocalRenderQueueOptions) {
    this.options = {
      visibilityTimeoutMs: 30_000,
      unitTimeoutMs: 300_000,
      maxReceiveCount: RENDER_UNIT_MAX_RECEIVES,
      log: (line) => console.error(line),
      ...options,
    };
  }

  /** Builds the render function's bundle and starts the workers; resolves once each has loaded the handler. */
  async start(): Promise<this> {
    this.bundle = await buildRenderWorkerBundle();
    const started = Array.from({ length: this.options.workers }, () => this.spawnWorker());
    await Promise.all(started);
    this.timer = setInterval(() => this.tick(), 100);
    this.timer.unref();
    return this;
  }

  /** The sink of the render handler's `sendRenderUnits`: queues the units. */
  send(units: RenderUnitMessage[]): void {
    const now = Date.now();
    for (const unit of units) {
      this.messages.push({
        messageId: randomUUID(),
        unit,
        body: JSON.stringify(unit),
        sentAt: now,
        receiveCount: 0,
        firstReceivedAt: 0,
        visibleAt: now,
        deliveredAt: 0,
      });
      this.sentPerRun.set(unit.runId, (this.sentPerRun.get(unit.runId) ?? 0) + 1);
    }
    this.dispatch();
  }

  /** Units of a run sent so far, and those still waiting or being rendered. */
  unitsOf(runId: string): { sent: number; outstanding: number; deadLettered: RenderDeadLetter[] } {
    return {
      sent: this.sentPerRun.get(runId) ?? 0,
      outstanding: this.messages.filter((message) => message.unit.runId === runId).length,
      deadLettered: this.deadLetters.filter((dead) => dead.unit.runId === runId),
    };
  }

  /** The running workers' process ids, and whether each is rendering a unit. */
  workerProcesses(): Array<{ pid: number; busy: boolean }> {
    return [...this.workers].flatMap(({ child, busyWith }) =>
      child.pid ? [{ pid: child.pid, busy: busyWith !== undefined }] : [],
    );
  }

  /** The peak memory (RSS, bytes) of every worker that has run, by pid. */
  peakRss(): Map<number, number> {
    return new Map(this.peaks);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await Promise.all(
      [...this.workers].map(async ({ child }) => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }),
    );
    this.bundle?.remove();
  }

  private spawnWorker(): Promise<void> {
    const { workerFile, handlerFile } = this.bundle as RenderWorkerBundle;
    const child = spawn(process.execPath, [...lambdaHeapFlags(WORKER_MEMORY_MB), workerFile, handlerFile], {
      cwd: REPO_ROOT,
      // The worker counts a unit failed for good on its last delivery: the same count as here.
      env: { ...process.env, ...this.options.env, RENDER_MAX_RECEIVES: String(this.options.maxReceiveCount) },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    const worker: Worker = { child, ready: false, output: [] };
    this.workers.add(worker);
    const keep = (chunk: Buffer) => {
      worker.output.push(chunk.toString());
      if (worker.output.length > 50) worker.output.shift();
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    return new Promise<void>((resolve, reject) => {
      child.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') {
          worker.ready = true;
          this.startFailures = 0;
          resolve();
        } else this.finished(worker, reply);
        this.dispatch();
      });
      child.once('exit', (code, signal) => {
        this.workers.delete(worker);
        if (this.stopping) return resolve();
        const how = signal ?? `code ${code}`;
        if (!worker.ready) {
          this.startFailures += 1;
          const failure = new Error(`A render worker exited (${how}) before it was ready:\n${worker.output.join('')}`);
          this.options.log(`[render-queue] ${failure.message}`);
          if (this.startFailures >= MAX_START_FAILURES) return reject(failure);
        } else {
          const unit = this.messages.find((message) => message.receipt === worker.busyWith)?.unit;
          const said = signal ? '' : `; its last output:\n${worker.output.join('').split('\n').slice(-6).join('\n')}`;
          this.options.log(
            `[render-queue] A render worker (pid ${child.pid}) exited (${how})` +
              (unit ? `: unit ${unit.unit} of run ${unit.runId} is delivered again after the visibility timeout` : '') +
              said,
          );
        }
        this.spawnWorker().then(resolve, reject);
      });
    });
  }

  /** A worker's answer: the unit is deleted, or waits for its visibility timeout, or is dead-lettered. */
  private finished(worker: Worker, reply: Extract<WorkerReply, { type: 'done' }>): void {
    worker.busyWith = undefined;
    this.busyMs += reply.ms;
    if (worker.child.pid)
      this.peaks.set(worker.child.pid, Math.max(this.peaks.get(worker.child.pid) ?? 0, reply.peakRssBytes));
    const index = this.messages.findIndex((message) => message.receipt === reply.receipt);
    const message = this.messages[index];
    // Its visibility timeout ended first: it was, or will be, delivered again.
    if (!message) return;
    if (!reply.failed) {
      this.messages.splice(index, 1);
      return;
    }
    if (message.receiveCount >= this.options.maxReceiveCount) {
      this.messages.splice(index, 1);
      this.deadLetter(message, reply.error ?? 'the worker reported the unit failed');
    }
  }

  private deadLetter(message: Message, error: string): void {
    this.deadLetters.push({ unit: message.unit, receiveCount: message.receiveCount, error });
    this.options.deadLetterStore?.add({
      id: message.messageId,
      body: message.body,
      attempts: message.receiveCount,
      error,
    });
    this.options.log(
      `[render-queue] DEAD LETTER: unit ${message.unit.unit} of run ${message.unit.runId} (${message.unit.pages.length} pages) ` +
        `failed ${message.receiveCount} deliveries and was moved to the dead-letter list. In AWS it would wait in the ` +
        `render dead-letter queue to be redriven. Last error: ${error}`,
    );
  }

  /**
   * Units whose visibility timeout has passed and whose worker has answered or died: delivered
   * again, or dead-lettered. A worker still on its unit after the unit timeout is ended first.
   */
  private tick(): void {
    const now = Date.now();
    for (const message of [...this.messages]) {
      if (message.receipt === undefined || message.visibleAt > now) continue;
      const worker = [...this.workers].find((candidate) => candidate.busyWith === message.receipt);
      if (worker) {
        if (now - message.deliveredAt < this.options.unitTimeoutMs) continue;
        this.options.log(
          `[render-queue] Unit ${message.unit.unit} of run ${message.unit.runId} outlived the unit timeout: its worker (pid ${worker.child.pid}) is ended`,
        );
        worker.busyWith = undefined;
        worker.child.kill('SIGKILL');
      }
      message.receipt = undefined;
      if (message.receiveCount >= this.options.maxReceiveCount) {
        this.messages.splice(this.messages.indexOf(message), 1);
        this.deadLetter(message, 'its worker died or did not answer within the visibility timeout');
      }
    }
    this.dispatch();
  }

  /** Hands visible units to idle workers, oldest first. */
  private dispatch(): void {
    if (this.stopping) return;
    const now = Date.now();
    for (const worker of this.workers) {
      if (!worker.ready || worker.busyWith !== undefined || !worker.child.connected) continue;
      const message = this.messages.find((candidate) => candidate.visibleAt <= now && candidate.receipt === undefined);
      if (!message) return;
      message.receiveCount += 1;
      this.deliveries += 1;
      message.firstReceivedAt ||= now;
      message.visibleAt = now + this.options.visibilityTimeoutMs;
      message.deliveredAt = now;
      message.receipt = randomUUID();
      worker.busyWith = message.receipt;
      const delivery: UnitDelivery = {
        messageId: message.messageId,
        receipt: message.receipt,
        body: message.body,
        receiveCount: message.receiveCount,
        sentAt: message.sentAt,
        firstReceivedAt: message.firstReceivedAt,
      };
      worker.child.send(delivery);
    }
  }
}
