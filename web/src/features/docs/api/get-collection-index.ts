import { type CollectionId, type CollectionIndex, indexPath } from '../../../../../shared/content';
import { useSWR } from '../../../shared/api/swr';
import { fetchContent } from './fetch-content';

/** `GET /content/_index/<collection>.json` → the collection's document tree. */
export async function fetchCollectionIndex(path: string): Promise<CollectionIndex> {
  const response = await fetchContent(path, 'json');
  return (await response.json()) as CollectionIndex;
}

/** The index changes only on deploy, so it is not revalidated on focus. */
export function useCollectionIndex(collection: CollectionId) {
  return useSWR(indexPath(collection), fetchCollectionIndex, {
    revalidateOnFocus: false,
    onError: (error) => console.error(`Collection index of ${collection} failed to load`, error),
  });
}
