import { type CollectionId, documentPath, type RenderedDocumentFile, renderedDocumentPath } from '#shared/content.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { fetchContent, logFailure } from '#web/shared/api/fetch-content.ts';
import { useStaticContent } from '#web/shared/api/static-content.ts';

/** A document ready to show; `highlightHere` when it was rendered in the browser and its code is still plain text. */
export interface ShownDocument extends RenderedDocumentFile {
  highlightHere: boolean;
}

/**
 * The document as the content function rendered it ahead (HTML with its code highlighted: no
 * markdown-it or highlight.js in the page). A document it has not rendered yet, such as one
 * deployed a moment ago or kept from before rendering ahead existed, is rendered here from its
 * markdown, with the same renderer loaded on demand, and highlighted in a worker.
 */
async function fetchShownDocument(collection: CollectionId, filepath: string): Promise<ShownDocument> {
  try {
    const response = await fetchContent(renderedDocumentPath(collection, filepath), 'json');
    return { ...((await response.json()) as RenderedDocumentFile), highlightHere: false };
  } catch (error) {
    // Missing: 404 locally; 403 through CloudFront, whose access to the private bucket cannot list it.
    if (!(error instanceof ApiError && (error.status === 404 || error.status === 403))) throw error;
  }
  const [response, { renderMarkdown }] = await Promise.all([
    fetchContent(documentPath(collection, filepath), 'text'),
    import('#shared/markdown/renderer.ts'),
  ]);
  const { title, html, toc, hasCode } = renderMarkdown(await response.text());
  return { title, html, toc, highlightHere: hasCode };
}

const load = (collection: CollectionId, filepath: string) => () =>
  fetchShownDocument(collection, filepath).catch(logFailure(`Document ${documentPath(collection, filepath)}`));

/** Documents change only when deployed again (their objects are kept five minutes). */
const DOCUMENT_MAX_AGE_MS = 300_000;

export function useShownDocument(collection: CollectionId, filepath: string) {
  return useStaticContent(renderedDocumentPath(collection, filepath), load(collection, filepath), DOCUMENT_MAX_AGE_MS);
}
