import { COLLECTIONS } from '#shared/content.ts';
import type { DocumentAddress } from '#web/features/document-editor/api/get-document-file.ts';

const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/i;

/**
 * The document named by `?collection=…&path=…`: a known collection and a path of name segments
 * without `.md` (e.g. `getting-started/install`); undefined for anything else.
 */
export function documentAddressOf(search: URLSearchParams): DocumentAddress | undefined {
  const collection = COLLECTIONS.find((candidate) => candidate.id === search.get('collection'))?.id;
  const path = search.get('path')?.replace(/\.md$/i, '') ?? '';
  if (!collection || !path.split('/').every((segment) => SEGMENT.test(segment))) return undefined;
  return { collection, path };
}
