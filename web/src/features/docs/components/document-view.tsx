import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { CollectionId, DocumentNode } from '#shared/content.ts';
import { useShownDocument } from '#web/features/docs/api/get-document.ts';
import { ownDescription } from '#web/features/docs/lib/own-description.ts';
import { useHighlightedCode } from '#web/shared/lib/use-highlighted-code.ts';
import { useInAppLinks } from '#web/shared/lib/use-in-app-links.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { DocumentHeader, DocumentLoading } from './document-header';
import '#web/shared/ui/markdown.css';

/** A link to a heading (`…/page#setup`) lands on it once the document, fetched after the page, is shown. */
function useScrollToHeading(rendered: unknown) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!rendered || hash.length < 2) return;
    let id = hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: look the id up as written.
    }
    document.getElementById(id)?.scrollIntoView();
  }, [rendered, hash]);
}

/**
 * One markdown document: its metadata, a table of contents when it is long enough, the body. The
 * body comes rendered ahead, code highlighted (get-document.ts), so the page loads neither
 * markdown-it nor highlight.js; only a document rendered here has its code highlighted here.
 */
export function DocumentView({
  collection,
  node,
  breadcrumbs,
  actions,
}: {
  collection: CollectionId;
  node: DocumentNode;
  /** The collection and the folders above the document, for search engines. */
  breadcrumbs: Array<{ name: string; path: string }>;
  /** What the reader may do with the document, under its heading. */
  actions?: ReactNode;
}) {
  usePageMeta({
    islands: true,
    title: node.label,
    description: ownDescription(node.description),
    social: {
      type: 'article',
      card: 'document',
      publishedTime: node.createdAt ?? undefined,
      modifiedTime: node.updatedAt ?? undefined,
      breadcrumbs,
    },
  });
  const { data: rendered, error, retry } = useShownDocument(collection, node.filepath);
  const body = useRef<HTMLElement>(null);
  useHighlightedCode(body, rendered?.highlightHere ? rendered.html : undefined);
  const onClick = useInAppLinks();
  useScrollToHeading(rendered);

  if (error && !rendered) {
    return (
      <div className="docs-document">
        <DocumentHeader node={node} actions={actions} />
        <LoadFailure what={`The document “${node.label}”`} error={error} onRetry={retry} />
      </div>
    );
  }
  if (!rendered) return <DocumentLoading node={node} actions={actions} />;

  return (
    <div className="docs-document">
      <DocumentHeader node={node} title={rendered.title} actions={actions} />
      {rendered.toc.length > 0 && (
        <nav className="docs-toc" aria-label="Table of contents">
          <h2>On this page</h2>
          <ul>
            {rendered.toc.map((heading) => (
              <li key={heading.id} className={`docs-toc__item docs-toc__item--h${heading.level}`}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: only routes clicks on the links inside; Enter on a link fires the same click. */}
      <article
        ref={body}
        className="docs-markdown"
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with raw HTML off, links limited to http(s), mailto and relative, code escaped by markdown-it or highlight.js (shared/markdown/renderer.ts), here or in the content function.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    </div>
  );
}
