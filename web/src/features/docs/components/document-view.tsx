import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { CollectionId, DocumentNode } from '#shared/content.ts';
import { useShownDocument } from '#web/features/docs/api/get-document.ts';
import { documentText } from '#web/features/docs/lib/document-text.ts';
import { ownDescription } from '#web/features/docs/lib/own-description.ts';
import { useHighlightedCode } from '#web/shared/lib/use-highlighted-code.ts';
import { useInAppLinks } from '#web/shared/lib/use-in-app-links.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { DocsToc } from './docs-toc';
import { DocumentHeader } from './document-header';
import '#web/shared/ui/markdown.css';
import './docs-reading.css';

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

interface DocumentViewProps {
  collection: CollectionId;
  /** The collection's title: where the document sits, beside its title in search results. */
  collectionTitle: string;
  node: DocumentNode;
  /** The collection and the folders above the document, for search engines. */
  breadcrumbs: Array<{ name: string; path: string }>;
  /** What the reader may do with the document, under its heading. */
  actions?: ReactNode;
  /** Above the heading: where the document sits (the breadcrumb trail). */
  trail: ReactNode;
  /** The collection's tree. */
  sidebar: ReactNode;
  /** Under the text: the previous and next documents. */
  pagination: ReactNode;
}

/**
 * One markdown document, laid out for reading (docs-reading.css): the collection's tree, the heading, the
 * body, "On this page" when the document is long enough, previous and next. The body comes rendered
 * ahead, code highlighted (get-document.ts), so the page loads neither markdown-it nor highlight.js;
 * only a document rendered here has its code highlighted here.
 */
export function DocumentView({
  collection,
  collectionTitle,
  node,
  breadcrumbs,
  actions,
  trail,
  sidebar,
  pagination,
}: DocumentViewProps) {
  const { data: rendered, error, retry } = useShownDocument(collection, node.filepath);
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
    search: rendered && {
      kind: 'Document',
      title: node.label,
      context: collectionTitle,
      text: documentText(rendered.html),
    },
  });
  const body = useRef<HTMLElement>(null);
  useHighlightedCode(body, rendered?.highlightHere ? rendered.html : undefined);
  const onClick = useInAppLinks();
  useScrollToHeading(rendered);
  useEffect(() => {
    void import('#web/islands/code-block.ts').then((island) => island.defineCodeBlock());
  }, []);

  let content: ReactNode;
  if (rendered) {
    content = (
      // biome-ignore lint/a11y/useKeyWithClickEvents: only routes clicks on the links inside; Enter on a link fires the same click.
      <article
        ref={body}
        className="docs-markdown"
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it with raw HTML off, links limited to http(s), mailto and relative, code escaped by markdown-it or highlight.js (shared/markdown/renderer.ts), here or in the content function.
        dangerouslySetInnerHTML={{ __html: rendered.html }}
      />
    );
  } else if (error) {
    content = <LoadFailure what={`The document “${node.label}”`} error={error} onRetry={retry} />;
  } else {
    content = <Spinner page label="Loading document…" />;
  }

  return (
    <div className="docs-reading">
      <div className="docs-reading__header docs-document">
        {trail}
        <DocumentHeader node={node} title={rendered?.title} actions={actions} />
      </div>
      <div className="docs-reading__folds">
        {sidebar}
        {rendered && rendered.toc.length > 0 && <DocsToc headings={rendered.toc} />}
      </div>
      <div className="docs-reading__body">
        {content}
        {pagination}
      </div>
    </div>
  );
}
