import { useSWRConfig } from 'swr';
import { type CollectionId, type CollectionIndex, indexPath } from '../../../../../shared/content';
import { ApiError, ApiNetworkError } from '../../../shared/api/api-error';
import { useSWR } from '../../../shared/api/swr';

/** A collection index from the static content (same origin, plain fetch); `reload` skips the HTTP cache. */
async function fetchIndex(path: string, cache: RequestCache = 'default'): Promise<CollectionIndex> {
  let response: Response;
  try {
    response = await fetch(path, { cache, headers: { accept: 'application/json' } });
  } catch (error) {
    throw new ApiNetworkError({ cause: error });
  }
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (!response.ok || !isJson) throw new ApiError(`${path} answered HTTP ${response.status}.`, response.status);
  return (await response.json()) as CollectionIndex;
}

/**
 * The index of the chosen collection, for the folder suggestions. Same SWR key as the docs
 * screens, so refreshing it here also refreshes their tables.
 */
export function useCollectionIndex(collection: CollectionId) {
  return useSWR(indexPath(collection), (path: string) => fetchIndex(path), {
    revalidateOnFocus: false,
    onError: (error) => console.error(`Collection index of ${collection} failed to load`, error),
  });
}

/**
 * After a save the index already lists the new file, but browsers may keep the old copy for a
 * minute (max-age 60): fetch it past the HTTP cache (which also stores the new copy there) and
 * put it in SWR's cache, so the docs table shows the file.
 */
export function useRefreshCollectionIndex() {
  const { mutate } = useSWRConfig();
  return async (collection: CollectionId) => {
    const path = indexPath(collection);
    try {
      await mutate(path, await fetchIndex(path, 'reload'), { revalidate: false });
    } catch (error) {
      console.error(`Collection index of ${collection} failed to refresh`, error);
    }
  };
}
