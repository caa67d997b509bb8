import { COLLECTIONS, type CollectionId, RENDER_DOCUMENTS_ACTION, RENDERED_FOLDER } from '#shared/content.ts';
import { rebuildCollection } from '../lib/content/collection-store';
import { logger } from '../lib/logger';

/**
 * `{ action: 'render-documents', collection, renderedFolder }`: sent after each deploy whose
 * renderer makes other HTML than the stored one, which the renderer says by a new rendered folder
 * (`RENDERED_FOLDER`, its version): the deploy names it, so CloudFormation sends this again only
 * when it changes. The documents' markdown did not change, so no bucket event would render them.
 */
export interface RenderDocumentsEvent {
  action: typeof RENDER_DOCUMENTS_ACTION;
  collection: CollectionId;
  renderedFolder: string;
}

export function isRenderDocumentsEvent(event: unknown): event is RenderDocumentsEvent {
  return (
    typeof event === 'object' &&
    event !== null &&
    (event as { action?: unknown }).action === RENDER_DOCUMENTS_ACTION &&
    COLLECTIONS.some((collection) => collection.id === (event as { collection?: unknown }).collection)
  );
}

/**
 * Renders every document of the collection into the current rendered folder and rebuilds its
 * index; the render function follows those writes and renders the pages again. An event for
 * another rendered folder than this code's (a retry from before a later deploy) renders into this
 * code's folder all the same: what is current is what the pages read.
 */
export async function renderDocuments(
  event: RenderDocumentsEvent,
): Promise<{ collection: CollectionId; documents: number }> {
  const documents = await rebuildCollection(event.collection);
  logger.info('Collection rendered again', {
    collection: event.collection,
    documents,
    renderedFolder: RENDERED_FOLDER,
    asked: event.renderedFolder,
  });
  return { collection: event.collection, documents };
}
