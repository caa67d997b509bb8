import { type CollectionId, type CollectionIndex, indexPath } from '#shared/content.ts';
import { fetchContent, logFailure } from './fetch-content';
import { loadContent, useStaticContent } from './static-content';

/** As long as browsers and CloudFront keep an index (max-age 60). */
const INDEX_MAX_AGE_MS = 60_000;

/** `GET /content/_index/<collection>.json` → the collection's document tree. */
async function fetchCollectionIndex(collection: CollectionId, cache?: RequestCache): Promise<CollectionIndex> {
  const response = await fetchContent(indexPath(collection), 'json', cache).catch(
    logFailure(`Collection index of ${collection}`),
  );
  return (await response.json()) as CollectionIndex;
}

/** The collection's index, shared by the docs screens, the projects page and the create-markdown form. */
export function useCollectionIndex(collection: CollectionId) {
  return useStaticContent(indexPath(collection), () => fetchCollectionIndex(collection), INDEX_MAX_AGE_MS);
}

/**
 * After a save the index already lists the new file, but the browser may keep its old copy for a
 * minute: fetch it past that copy (which also stores the new one there), so every screen shows the file.
 */
export async function refreshCollectionIndex(collection: CollectionId): Promise<void> {
  await loadContent(indexPath(collection), () => fetchCollectionIndex(collection, 'reload'), true).catch(
    () => undefined,
  );
}
