import type { RenderRunProgress } from '#shared/render/render-units.ts';
import type { LocalRenderQueue } from './render-unit-queue';

/** Where a full render stands, as the terminal shows it. */
export interface RunStatus {
  progress: RenderRunProgress;
  /** Pages of units that failed for good: counted by the run, or on the local dead-letter list. */
  failedPages: number;
  ended: boolean;
  elapsedMs: number;
}

const count = (value: number) => value.toLocaleString('en-US');

function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** `[█████░░░░░] 1,234 / 10,000 pages · 85.2 pages/s · 1m 43s left · 0 failed` */
function progressLine({ progress, failedPages, ended, elapsedMs }: RunStatus, width = 24): string {
  const total = Math.max(progress.pages, 1);
  const filled = Math.min(width, Math.round(((progress.pagesDone + failedPages) / total) * width));
  const rate = progress.pagesDone / Math.max(elapsedMs / 1000, 0.001);
  const left = progress.pages - progress.pagesDone - failedPages;
  const eta = ended ? `done in ${duration(elapsedMs)}` : rate > 0 ? `${duration((left / rate) * 1000)} left` : '…';
  return [
    `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${count(progress.pagesDone)} / ${count(progress.pages)} pages`,
    `${rate.toFixed(1)} pages/s`,
    eta,
    `${count(failedPages)} failed`,
  ].join(' · ');
}

/**
 * Follows a run until it has ended: every unit done or dead-lettered, and nothing of it left in
 * the queue (the unit that completes a run rebuilds the search index before it is deleted).
 * Answers its last status; `onProgress` gets each one read.
 */
export async function followRenderRun(options: {
  runId: string;
  read: (runId: string) => Promise<RenderRunProgress | undefined>;
  queue: LocalRenderQueue;
  intervalMs?: number;
  onProgress?: (status: RunStatus) => void;
}): Promise<RunStatus> {
  const started = performance.now();
  for (;;) {
    const progress = await options.read(options.runId);
    if (!progress) throw new Error(`No render run ${options.runId}`);
    const queued = options.queue.unitsOf(options.runId);
    const deadPages = queued.deadLettered.reduce((sum, dead) => sum + dead.unit.pages.length, 0);
    const status: RunStatus = {
      progress,
      failedPages: Math.max(progress.pagesFailed, deadPages),
      ended:
        queued.sent >= progress.units &&
        queued.outstanding === 0 &&
        (progress.finishedAt !== undefined || queued.deadLettered.length > 0),
      elapsedMs: performance.now() - started,
    };
    options.onProgress?.(status);
    if (status.ended) return status;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 500));
  }
}

/**
 * Shows a run's progress on a terminal: one line redrawn in place, or on a log (not a terminal)
 * a line every `everyMs` and the last one.
 */
export function terminalProgress(
  stream: NodeJS.WriteStream = process.stdout,
  everyMs = 5_000,
): (status: RunStatus) => void {
  let printedAt = Number.NEGATIVE_INFINITY;
  return (status) => {
    const line = progressLine(status);
    if (stream.isTTY) {
      stream.write(`\r${line}\x1b[K${status.ended ? '\n' : ''}`);
      return;
    }
    if (!status.ended && status.elapsedMs - printedAt < everyMs) return;
    printedAt = status.elapsedMs;
    stream.write(`${line}\n`);
  };
}
