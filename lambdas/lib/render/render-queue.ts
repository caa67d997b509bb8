import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import type { RenderUnitMessage } from '#shared/render/render-units.ts';

/**
 * Pages per unit of a full render. Small enough that a unit retried re-renders little and that
 * units spread evenly over the workers; large enough that the reads its pages share are fetched
 * once for many pages and the queue's cost per message stays small (docs/rendering.md, "Full renders").
 */
export const RENDER_UNIT_PAGES = 25;

/**
 * A content event (a collection index's write, a rendered document's) naming more pages than this
 * is rendered as a run of units of `EVENT_UNIT_PAGES` on the render queue, not within the event's
 * invocation, whose time a large collection's pages would outlast. Within the event, pages render
 * 4 at a time with the collection's index read once (about 37 ms of CPU a page at 10,000
 * documents). A run adds a fixed cost (its item, the queue, each unit's own read of the
 * collection's index: about 190 ms a unit here) and its units wait behind a full render's on the
 * shared queue; measured on this machine a title change's 30 pages took 2.4 s as 6 units of 5
 * against 1.2 s within the event (docs/render-scale.md, "An event's pages fanned out"), and AWS is
 * not measured. So a title change's pages stay within the event: above twice a full render's unit.
 */
export const FAN_OUT_ABOVE_PAGES = 2 * RENDER_UNIT_PAGES;

/**
 * Pages per unit of a run a content event planned (more than 50 pages: a change that reaches most
 * of a collection): a full render's, since each unit reads and parses the collection's index
 * again and smaller units would multiply that fixed cost.
 * @alias of RENDER_UNIT_PAGES, on purpose (the tag tells knip so).
 */
export const EVENT_UNIT_PAGES = RENDER_UNIT_PAGES;

/**
 * Deliveries of a unit before its message goes to the dead-letter queue (the queue's
 * maxReceiveCount): a worker counts the unit failed on its last delivery, so the run still ends.
 */
export const RENDER_UNIT_MAX_RECEIVES = 3;

/** SQS takes at most ten messages per SendMessageBatch. */
const SQS_BATCH = 10;
/** A batch entry SQS refused (throttled, or a server error) is sent again, up to this many times. */
const MAX_SEND_ATTEMPTS = 5;

/** A run's pages split into its units, in order, `RENDER_UNIT_PAGES` each. */
export function renderUnitsOf(runId: string, pages: readonly string[], size = RENDER_UNIT_PAGES): RenderUnitMessage[] {
  const units: RenderUnitMessage[] = [];
  for (let start = 0; start < pages.length; start += size) {
    units.push({ runId, unit: units.length, pages: pages.slice(start, start + size) });
  }
  return units;
}

/** Reads a queued unit back; throws on anything that is not one (the worker fails its record). */
export function parseRenderUnit(body: string): RenderUnitMessage {
  const value = JSON.parse(body) as Partial<RenderUnitMessage>;
  if (
    typeof value.runId === 'string' &&
    Number.isInteger(value.unit) &&
    Array.isArray(value.pages) &&
    value.pages.every((page) => typeof page === 'string')
  ) {
    return { runId: value.runId, unit: value.unit as number, pages: value.pages };
  }
  throw new Error(`Not a render unit: ${body.slice(0, 200)}`);
}

async function sendBatch(queueUrl: string, units: readonly RenderUnitMessage[]): Promise<void> {
  // Imported on use: CDK imports this module for its constants, and lib/config.ts (which the
  // client reads) reads the handlers' settings once, when first imported.
  const { sqs } = await import('../aws/sqs');
  let pending = units.map((unit) => ({ Id: String(unit.unit), MessageBody: JSON.stringify(unit) }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    const sent = await sqs().send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }));
    const failed = new Set((sent.Failed ?? []).map((entry) => entry.Id));
    if (failed.size > 0 && attempt >= MAX_SEND_ATTEMPTS) {
      throw new Error(`Render units not queued after ${attempt} attempts: ${[...failed].join(', ')}`);
    }
    pending = pending.filter((entry) => failed.has(entry.Id));
  }
}

/**
 * The render queue's URL: set by CDK on the render function; locally, by the local render queue
 * when it starts (infra/local/render/full-renders.ts), so it is read on each use.
 */
function renderQueueUrl(): string | undefined {
  return process.env.RENDER_QUEUE_URL || undefined;
}

/** Whether this process can queue units (a render function without a queue renders within the event). */
export function renderQueueAvailable(): boolean {
  return renderQueueUrl() !== undefined;
}

/**
 * Queues a run's units on the SQS queue `RENDER_QUEUE_URL` names (locally, the local SQS
 * endpoint's: `SQS_ENDPOINT`), ten per request. Throws when there is no queue, or a unit could not
 * be queued.
 */
export async function sendRenderUnits(units: RenderUnitMessage[]): Promise<void> {
  const queueUrl = renderQueueUrl();
  if (!queueUrl) throw new Error('No render queue: RENDER_QUEUE_URL is not set');
  for (let start = 0; start < units.length; start += SQS_BATCH) {
    await sendBatch(queueUrl, units.slice(start, start + SQS_BATCH));
  }
}
