import { preload } from 'swr';
import { type CollectionId, documentPath } from '../../../../../shared/content';
import { useSWR } from '../../../shared/api/swr';
import { fetchContent } from './fetch-content';

/** `GET /content/<collection>/<filepath>` → the markdown text of one document. */
export async function fetchDocument(path: string): Promise<string> {
  const response = await fetchContent(path, 'text');
  return response.text();
}

/** Spec: a markdown load failure is logged and loading ends (the page shows the error and a retry). */
export function useDocumentMarkdown(collection: CollectionId, filepath: string) {
  return useSWR(documentPath(collection, filepath), fetchDocument, {
    revalidateOnFocus: false,
    onError: (error) => console.error(`Markdown load failure: ${documentPath(collection, filepath)}`, error),
  });
}

/**
 * Starts loading a document's markdown while its view (with markdown-it) is still loading, so the
 * two download side by side; useDocumentMarkdown then picks up the same request.
 */
export function preloadDocumentMarkdown(collection: CollectionId, filepath: string): void {
  // A failure reaches useDocumentMarkdown, which shows it; this copy of the promise only must not go unhandled.
  preload(documentPath(collection, filepath), fetchDocument).catch(() => undefined);
}
