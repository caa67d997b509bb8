import { randomUUID } from 'node:crypto';
import type {
  DynamoDBBatchResponse,
  DynamoDBRecord,
  DynamoDBStreamEvent,
  EventBridgeEvent,
  SQSBatchResponse,
  SQSEvent,
  SQSRecord,
} from 'aws-lambda';
import type { RenderRunProgress, RenderUnitMessage } from '#shared/render/render-units.ts';
import { RENDER_ALL_ACTION } from '#shared/workers.ts';
import { logger } from '../lib/logger';
import { publishingMetrics } from '../lib/metrics';
import { allPublicPages, pagesOfCollection, readIndexWrite } from '../lib/render/all-pages';
import {
  collectionBasePath,
  contentChangeOf,
  pagesOfStreamRecord,
  personOfStreamRecord,
} from '../lib/render/dependants';
import { pagesOfIndexChange } from '../lib/render/index-changes';
import { pagesToRender, type RenderOutcome, renderPages } from '../lib/render/page-renderer';
import { pagesShowingPerson } from '../lib/render/people-pages';
import {
  EVENT_UNIT_PAGES,
  FAN_OUT_ABOVE_PAGES,
  parseRenderUnit,
  RENDER_UNIT_MAX_RECEIVES,
  RENDER_UNIT_PAGES,
  renderQueueAvailable,
  renderUnitsOf,
  sendRenderUnits,
} from '../lib/render/render-queue';
import {
  claimRunEnd,
  countUnitDone,
  countUnitFailed,
  createRenderRun,
  finishRenderRun,
  isUnitDone,
  readDeployRun,
  readRenderRun,
  recordDeployRun,
} from '../lib/render/render-runs';
import { rebuildSearchIndex } from '../lib/render/search-index';
import { pruneSearchRecords } from '../lib/render/search-records';

/** An S3 object event of the content bucket, as EventBridge delivers it (the bucket is versioned). */
export type ContentObjectEvent = EventBridgeEvent<
  'Object Created' | 'Object Deleted',
  { object: { key: string; 'version-id'?: string } }
>;

/**
 * `npm run render:all` and the deploy's last step: plan a run that renders every public page again.
 * The deploy names itself (`deployId`), so `npm run deploy` can find and follow the run.
 */
export interface RenderAllEvent {
  action: typeof RENDER_ALL_ACTION;
  deployId?: string;
}

/** Where a run stands: by its id, or the run a deploy planned (`waiting` until it is planned). */
export interface RenderStatusEvent {
  action: 'render-status';
  runId?: string;
  deployId?: string;
}

/**
 * `waiting`: the deploy's run is not planned yet; `expired`: the deploy's run ended more than a month
 * ago (its items are gone), so a deploy that changed neither the SPA nor the renderer rendered nothing.
 */
export type RenderRunStatus =
  | { state: 'waiting' }
  | { state: 'expired'; runId: string }
  | { state: 'running' | 'finished'; run: RenderRunProgress };

/** A deploy's id: what CloudFormation joins from the build's and the code's object keys. */
const DEPLOY_ID = /^[\w.,+/=-]{1,512}$/;
const RUN_ID = /^[0-9a-f-]{36}$/;

function checkedId(name: string, value: unknown, pattern: RegExp): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !pattern.test(value)) throw new Error(`${name} is not a valid id: ${String(value)}`);
  return value;
}

async function renderStatus(event: RenderStatusEvent): Promise<RenderRunStatus> {
  const deployId = checkedId('deployId', event.deployId, DEPLOY_ID);
  let runId = checkedId('runId', event.runId, RUN_ID);
  if (!runId && !deployId) throw new Error('render-status needs a runId or a deployId');
  if (!runId && deployId) {
    runId = await readDeployRun(deployId);
    if (!runId) return { state: 'waiting' };
  }
  const run = await readRenderRun(runId as string);
  if (!run && !event.runId) return { state: 'expired', runId: runId as string };
  if (!run) throw new Error(`No render run ${runId}`);
  return { state: run.finishedAt ? 'finished' : 'running', run };
}

/** What `render-all` answers: the run it planned, whose progress `readRenderRun` reads. */
export interface PlannedRenderRun {
  runId: string;
  pages: number;
  units: number;
}

/**
 * An event's pages rendered: each page's outcome, the time until every page was stored (what a
 * reader waits for) and, when a search record changed, the time the search index took after that.
 */
export interface RenderedEvent {
  rendered: RenderOutcome[];
  pagesMs: number;
  searchMs?: number;
}

export type RenderEvent = SQSEvent | DynamoDBStreamEvent | ContentObjectEvent | RenderAllEvent | RenderStatusEvent;

const isUnitEvent = (event: RenderEvent): event is SQSEvent =>
  'Records' in event && event.Records.some((record) => 'eventSource' in record && record.eventSource === 'aws:sqs');
const isStreamEvent = (event: RenderEvent): event is DynamoDBStreamEvent => 'Records' in event;
const isContentEvent = (event: RenderEvent): event is ContentObjectEvent => 'detail' in event;

/**
 * The pages a content object's change touches: one document and its folders, or the pages of a
 * collection that show what its index's write changed (index-changes.ts), all of them when the
 * write's version is not known.
 */
async function pagesOfContentObject(object: ContentObjectEvent['detail']['object']): Promise<string[]> {
  const change = contentChangeOf(object.key);
  if (!change) return [];
  if (change.kind === 'document') return change.pages;
  const versionId = object['version-id'];
  if (!versionId) return pagesOfCollection(change.collection);
  const { before, after } = await readIndexWrite(change.collection, versionId);
  return pagesOfIndexChange(collectionBasePath(change.collection), before, after);
}

/**
 * The pages a stream batch changed: those of its posts, projects, topics and tags (dependants.ts),
 * and every page that shows a person whose account it deleted, restored or removed (people-pages.ts).
 */
async function pagesOfStreamBatch(records: readonly DynamoDBRecord[]): Promise<string[]> {
  const images = records.map(({ dynamodb }) => [dynamodb?.OldImage, dynamodb?.NewImage] as const);
  const people = new Set(images.flatMap(([before, after]) => personOfStreamRecord(before, after) ?? []));
  const showingPeople = await Promise.all([...people].map((userId) => pagesShowingPerson(userId)));
  return [...images.flatMap(([before, after]) => pagesOfStreamRecord(before, after)), ...showingPeople.flat()];
}

/**
 * When a content event's pages become a run (render-queue.ts: `FAN_OUT_ABOVE_PAGES`,
 * `EVENT_UNIT_PAGES`). An object only so that the scale bench can compare other sizes in one set-up
 * (test/bench/render-scale.ts); nothing else changes it.
 */
export const contentEventFanOut = { abovePages: FAN_OUT_ABOVE_PAGES, unitPages: EVENT_UNIT_PAGES };

/**
 * Renders pages, then rebuilds the search index if any of their records was written: changed, or
 * written again as it was (the index may predate it: the retry of a batch whose rebuild failed;
 * the same records give the same version, and only the pointer is written again).
 */
async function renderWithSearch(paths: Iterable<string>): Promise<RenderedEvent> {
  const started = performance.now();
  const rendered = await renderPages(paths);
  const pagesMs = Math.round(performance.now() - started);
  if (!rendered.some((outcome) => outcome.search !== 'untouched')) return { rendered, pagesMs };
  await rebuildSearchIndex();
  return { rendered, pagesMs, searchMs: Math.round(performance.now() - started) - pagesMs };
}

/**
 * Plans a run: the pages (every public page for a full render), split into units, the run recorded
 * before its units are queued (the first unit done finds it). The run's start is taken before the
 * pages are listed: a search record written after it is never pruned by the run's end.
 */
async function planRun(
  kind: 'full' | 'event',
  listPages: () => Promise<string[]>,
  message: string,
  context: Record<string, string> = {},
  deployId?: string,
): Promise<PlannedRenderRun> {
  const startedAt = new Date().toISOString();
  const runId = randomUUID();
  const pages = await listPages();
  const units = renderUnitsOf(runId, pages, kind === 'event' ? contentEventFanOut.unitPages : RENDER_UNIT_PAGES);
  await createRenderRun({ runId, kind, pages: pages.length, units: units.length, startedAt });
  await sendRenderUnits(units);
  if (deployId) await recordDeployRun(deployId, runId);
  logger.info(message, { ...context, runId, pages: pages.length, units: units.length });
  return { runId, pages: pages.length, units: units.length };
}

/**
 * A content event's pages: rendered here, or, when there are more than `abovePages` and a render
 * queue to spread them, as a run of small units that render side by side (in AWS, invocations of
 * their own; locally, the worker processes), the event's invocation only planning it.
 */
async function renderContentEvent(event: ContentObjectEvent): Promise<PlannedRenderRun | RenderedEvent> {
  const pages = pagesToRender(await pagesOfContentObject(event.detail.object));
  if (pages.length > contentEventFanOut.abovePages && renderQueueAvailable()) {
    return planRun('event', async () => pages, 'Content change render planned', { key: event.detail.object.key });
  }
  return renderWithSearch(pages);
}

/**
 * The run's last steps, by the unit that claimed them once no unit was left. A full render's: the
 * records of pages that are no public page any more are pruned (the pages listed now; a record
 * written since the run started is kept). Both kinds: the search index is built again, once for
 * the whole run. A content event's run prunes nothing: its pages are a few named by one change,
 * and a page that is gone was rendered as its 404, which empties its record (search-records.ts),
 * as the event's pages rendered within the event do.
 */
async function endRunIfLast(unit: RenderUnitMessage): Promise<void> {
  const run = await claimRunEnd(unit);
  if (!run) return;
  if (run.kind !== 'event') await pruneSearchRecords(new Set(await allPublicPages()), Date.parse(run.startedAt));
  await rebuildSearchIndex();
  const finished = await finishRenderRun(run.runId);
  logger.info(run.kind === 'event' ? 'Content change render finished' : 'Full render finished', { ...finished });
}

/** Renders a unit unless it was counted done already (a second delivery), counts it, and ends the run if it was the last. */
async function renderUnit(unit: RenderUnitMessage): Promise<void> {
  if (await isUnitDone(unit)) {
    logger.info('Render unit delivered again: counted already', { runId: unit.runId, unit: unit.unit });
  } else {
    const rendered = await renderPages(unit.pages);
    await countUnitDone(unit);
    logger.info('Render unit rendered', { runId: unit.runId, unit: unit.unit, pages: rendered.length });
  }
  await endRunIfLast(unit);
}

/**
 * A unit that failed on its last delivery (SQS moves it to the dead-letter queue next) is counted
 * failed, so its run still ends; earlier deliveries are retried as they are.
 */
async function failUnit(record: SQSRecord, unit: RenderUnitMessage | undefined, error: unknown): Promise<void> {
  const receives = Number(record.attributes?.ApproximateReceiveCount ?? 1);
  const last = receives >= maxReceives();
  logger.error(last ? 'Render unit failed for good' : 'Render unit failed, to be retried', {
    error,
    messageId: record.messageId,
    receives,
    ...(unit ? { runId: unit.runId, unit: unit.unit } : {}),
  });
  if (!unit || !last) return;
  await countUnitFailed(unit);
  await endRunIfLast(unit);
}

/** The render queue's maxReceiveCount (CDK sets it; the local queue uses the same). */
const maxReceives = () => Number(process.env.RENDER_MAX_RECEIVES) || RENDER_UNIT_MAX_RECEIVES;

/** Each record a unit: rendered and counted, or reported failed for SQS to deliver it again. */
async function renderUnits(event: SQSEvent): Promise<SQSBatchResponse> {
  const failed: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    let unit: RenderUnitMessage | undefined;
    try {
      unit = parseRenderUnit(record.body);
      await renderUnit(unit);
    } catch (error) {
      failed.push({ itemIdentifier: record.messageId });
      try {
        await failUnit(record, unit, error);
      } catch (countError) {
        logger.error('Counting a failed render unit failed', { error: countError, messageId: record.messageId });
      }
    }
  }
  return { batchItemFailures: failed };
}

/**
 * The page renderer: renders the public pages an event touches and stores them in the
 * site bucket, with their search records, then rebuilds the search index when a record changed. Driven by DynamoDB Streams on the table (posts, projects, topics, tags), by the
 * content bucket's object events (a collection's index or a document rendered by the content
 * function), by `{ action: 'render-all' }`, which plans a full render and queues its units, and
 * by the render queue, whose messages are those units. The local stack polls the stream and
 * forwards the local S3's events to this same handler (infra/local/render/render-events.ts).
 *
 * A stream batch that fails is reported from its first record, so Lambda retries the batch (then
 * bisects it, then sends it to the dead-letter queue); a unit that fails is reported as its own
 * record (SQS delivers it again, then moves it to the queue's dead-letter queue); an event or
 * `render-all` that fails throws, for the asynchronous invocation's retries and its dead-letter queue.
 */
export const handler = (
  event: RenderEvent,
): Promise<SQSBatchResponse | DynamoDBBatchResponse | PlannedRenderRun | RenderedEvent | RenderRunStatus> =>
  publishingMetrics(() => handle(event));

async function handle(
  event: RenderEvent,
): Promise<SQSBatchResponse | DynamoDBBatchResponse | PlannedRenderRun | RenderedEvent | RenderRunStatus> {
  if (isUnitEvent(event)) return renderUnits(event);
  if (isStreamEvent(event)) {
    let pages: string[] = [];
    try {
      pages = await pagesOfStreamBatch(event.Records);
      const { rendered, pagesMs, searchMs } = await renderWithSearch(pages);
      logger.info('Stream batch rendered', {
        records: event.Records.length,
        pages: rendered.length,
        pagesMs,
        searchMs,
      });
      return { batchItemFailures: [] };
    } catch (error) {
      logger.error('Rendering a stream batch failed', { error, pages });
      const first = event.Records[0]?.dynamodb?.SequenceNumber;
      return { batchItemFailures: first ? [{ itemIdentifier: first }] : [] };
    }
  }
  if (isContentEvent(event)) return renderContentEvent(event);
  if (event.action === RENDER_ALL_ACTION) {
    const deployId = checkedId('deployId', event.deployId, DEPLOY_ID);
    return planRun('full', allPublicPages, 'Full render planned', deployId ? { deployId } : {}, deployId);
  }
  if (event.action === 'render-status') return renderStatus(event);
  throw new Error(`Not a render event: ${JSON.stringify(event).slice(0, 200)}`);
}
