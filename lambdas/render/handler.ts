import type { DynamoDBBatchResponse, DynamoDBStreamEvent, EventBridgeEvent } from 'aws-lambda';
import { logger } from '../lib/logger';
import { allPublicPages, pagesOfCollection } from '../lib/render/all-pages';
import { contentChangeOf, pagesOfStreamRecord } from '../lib/render/dependants';
import { type RenderOutcome, renderPages } from '../lib/render/page-renderer';
import { rebuildSearchIndex } from '../lib/render/search-index';
import { pruneSearchRecords } from '../lib/render/search-records';

/** An S3 object event of the content bucket, as EventBridge delivers it. */
export type ContentObjectEvent = EventBridgeEvent<'Object Created' | 'Object Deleted', { object: { key: string } }>;

/** `npm run render:all` and the deploy's last step: render every public page again. */
export interface RenderAllEvent {
  action: 'render-all';
}

export type RenderEvent = DynamoDBStreamEvent | ContentObjectEvent | RenderAllEvent;

const isStreamEvent = (event: RenderEvent): event is DynamoDBStreamEvent => 'Records' in event;
const isContentEvent = (event: RenderEvent): event is ContentObjectEvent => 'detail' in event;

/** The pages a content object's change touches: one document and its folders, or a whole collection. */
async function pagesOfContentKey(key: string): Promise<string[]> {
  const change = contentChangeOf(key);
  if (!change) return [];
  return change.kind === 'collection' ? pagesOfCollection(change.collection) : change.pages;
}

/**
 * Renders pages, then rebuilds the search index if their records were written: at once when one of
 * them changed; when they were only written again as they were, only if the index is older than a
 * record (the retry of a batch whose rebuild failed).
 */
async function renderWithSearch(paths: Iterable<string>): Promise<RenderOutcome[]> {
  const rendered = await renderPages(paths);
  const changed = rendered.some((outcome) => outcome.search === 'changed');
  if (changed || rendered.some((outcome) => outcome.search === 'unchanged'))
    await rebuildSearchIndex({ force: changed });
  return rendered;
}

/** Every public page, the records of pages that are gone pruned, and the search index built again. */
async function renderAll(): Promise<RenderOutcome[]> {
  const startedAt = Date.now();
  const pages = await allPublicPages();
  const rendered = await renderPages(pages);
  await pruneSearchRecords(new Set(pages), startedAt);
  await rebuildSearchIndex({ force: true });
  return rendered;
}

/**
 * The page renderer: renders the public pages an event touches and stores them in the
 * site bucket, with their search records, then rebuilds the search index when a record changed. Driven by DynamoDB Streams on the table (posts, projects, topics, tags), by the
 * content bucket's object events (a collection's index or a document rendered by the content
 * function) and by `{ action: 'render-all' }`. The local stack polls the stream and forwards the
 * local S3's events to this same handler (infra/local/render-events.ts).
 *
 * A stream batch that fails is reported from its first record, so Lambda retries the batch (then
 * bisects it, then sends it to the dead-letter queue); an event or `render-all` that fails throws,
 * for the asynchronous invocation's retries and its dead-letter queue.
 */
export async function handler(event: RenderEvent): Promise<DynamoDBBatchResponse | { rendered: RenderOutcome[] }> {
  if (isStreamEvent(event)) {
    const pages = event.Records.flatMap((record) =>
      pagesOfStreamRecord(record.dynamodb?.OldImage, record.dynamodb?.NewImage),
    );
    try {
      const rendered = await renderWithSearch(pages);
      logger.info('Stream batch rendered', { records: event.Records.length, pages: rendered.length });
      return { batchItemFailures: [] };
    } catch (error) {
      logger.error('Rendering a stream batch failed', { error, pages });
      const first = event.Records[0]?.dynamodb?.SequenceNumber;
      return { batchItemFailures: first ? [{ itemIdentifier: first }] : [] };
    }
  }
  if (isContentEvent(event)) {
    return { rendered: await renderWithSearch(await pagesOfContentKey(event.detail.object.key)) };
  }
  if (event.action === 'render-all') return { rendered: await renderAll() };
  throw new Error(`Not a render event: ${JSON.stringify(event).slice(0, 200)}`);
}
