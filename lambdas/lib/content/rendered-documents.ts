import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { type CollectionId, type RenderedDocumentFile, renderedDocumentKey } from '#shared/content.ts';
import { markdownRenderer } from '#shared/markdown/renderer.ts';
import { highlightCode } from '#shared/markdown/syntax-highlighter.ts';
import type { ContentStore } from './collection-index-store';
import type { SourceDocument } from './indexer';

/** As long as the markdown it is made from (the deploy's and the site's uploads): five minutes. */
const RENDERED_CACHE_CONTROL = 'public, max-age=300';
/** Objects written or removed at once when a whole collection is rendered (the local stack's start). */
const CONCURRENCY = 8;

const render = markdownRenderer(highlightCode);

/**
 * The document as the SPA shows it: the same markdown-it configuration as in the browser (raw HTML
 * off, safe links, heading ids, table of contents), with the code highlighted here instead of in a
 * worker there.
 */
export function renderDocumentFile(markdown: string): RenderedDocumentFile {
  const { title, html, toc } = render(markdown);
  return title === undefined ? { html, toc } : { title, html, toc };
}

/** Told of each document rendered (its markdown and title) or removed (`markdown` undefined). */
export type DocumentRendered = (path: string, markdown: string | undefined, title: string | undefined) => Promise<void>;

/**
 * Renders the named documents of a collection into the bucket from what it holds now: one that is
 * gone (deleted, or never there) loses its rendered copy, so the SPA never shows a document that no
 * longer exists. Reading the bucket rather than the event's key makes events in any order converge.
 */
export async function storeRenderedDocuments(
  collection: CollectionId,
  store: ContentStore,
  documents: readonly SourceDocument[],
  paths: readonly string[],
  onRendered?: DocumentRendered,
): Promise<void> {
  const byPath = new Map(documents.map((document) => [document.path, document.markdown]));
  for (let start = 0; start < paths.length; start += CONCURRENCY) {
    await Promise.all(
      paths.slice(start, start + CONCURRENCY).map(async (path) => {
        const Key = renderedDocumentKey(collection, path);
        const markdown = byPath.get(path);
        if (markdown === undefined) {
          await store.s3.send(new DeleteObjectCommand({ Bucket: store.bucket, Key }));
          return onRendered?.(path, undefined, undefined);
        }
        const rendered = renderDocumentFile(markdown);
        await store.s3.send(
          new PutObjectCommand({
            Bucket: store.bucket,
            Key,
            Body: JSON.stringify(rendered),
            ContentType: 'application/json; charset=utf-8',
            CacheControl: RENDERED_CACHE_CONTROL,
          }),
        );
        return onRendered?.(path, markdown, rendered.title);
      }),
    );
  }
}
