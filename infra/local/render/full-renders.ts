import type { RenderAllEvent } from '#lambdas/render/handler.ts';
import { RENDER_ALL_ACTION } from '#shared/workers.ts';
import { openLocalQueue } from '../events/sqs-endpoint';
import { followRenderRun, type RunStatus } from './render-progress';
import { LocalRenderQueue, type LocalRenderQueueOptions } from './render-unit-queue';

/** The answer of `{ action: 'render-all' }`: the run it planned and sent to the render queue. */
interface PlannedRun {
  runId: string;
  pages: number;
  units: number;
}

const isPlannedRun = (answer: unknown): answer is PlannedRun =>
  typeof (answer as Partial<PlannedRun> | undefined)?.runId === 'string';

export interface LocalFullRenders {
  queue: LocalRenderQueue;
  /** Follows a planned run until it has ended (render-progress.ts); `onProgress` gets each status. */
  follow(runId: string, onProgress?: (status: RunStatus) => void): Promise<RunStatus>;
  /** Plans a run with the render handler (`{ action: 'render-all' }`) and follows it to its end. */
  renderAll(
    handler: (event: RenderAllEvent) => Promise<unknown>,
    onProgress?: (status: RunStatus) => void,
  ): Promise<RunStatus>;
  stop(): Promise<void>;
}

/**
 * Full renders on this machine as in AWS (docs/rendering.md, "Full renders locally"): the render
 * handler plans a run and sends its units to the render queue (`RENDER_QUEUE_URL`, here a queue of
 * the local SQS endpoint), whose worker processes render them; the run's progress is read from its
 * item in the table. Call it once the handlers' environment is set: the render modules read it
 * when first imported.
 */
export async function startLocalFullRenders(options: LocalRenderQueueOptions): Promise<LocalFullRenders> {
  const { parseRenderUnit } = await import('#lambdas/lib/render/render-queue.ts');
  const { readRenderRun } = await import('#lambdas/lib/render/render-runs.ts');
  const queue = await new LocalRenderQueue(options).start();
  const endpoint = await openLocalQueue('render-queue-local', {
    send: (body) => {
      queue.send([parseRenderUnit(body)]);
      return undefined;
    },
  });
  process.env.RENDER_QUEUE_URL = endpoint.url;
  const follow = (runId: string, onProgress?: (status: RunStatus) => void) =>
    followRenderRun({ runId, read: readRenderRun, queue, onProgress });
  return {
    queue,
    follow,
    async renderAll(handler, onProgress) {
      const answer = await handler({ action: RENDER_ALL_ACTION });
      if (!isPlannedRun(answer)) throw new Error(`render-all planned no run: ${JSON.stringify(answer).slice(0, 200)}`);
      return follow(answer.runId, onProgress);
    },
    async stop() {
      endpoint.close();
      await queue.stop();
    },
  };
}
