import type { DocumentNode } from '#shared/content.ts';
import { formatDocDate } from '#web/features/docs/lib/dates.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/**
 * A document's heading and dates, from the collection index: shown at once, while the markdown and
 * its renderer still load, so the page's largest text paints early and nothing moves when the body
 * arrives. `title` is the document's own first heading once rendered (the index holds the same text).
 */
export function DocumentHeader({ node, title }: { node: DocumentNode; title?: string }) {
  const updated = formatDocDate(node.updatedAt);
  return (
    <>
      <h1>{title || node.label}</h1>
      {(updated || node.gitHash) && (
        <p className="docs-document__meta">
          {updated && (
            <span>
              Updated <time dateTime={node.updatedAt ?? undefined}>{updated}</time>
            </span>
          )}
          {node.gitHash && (
            <span>
              Commit <code>{node.gitHash}</code>
            </span>
          )}
        </p>
      )}
    </>
  );
}

/** The document's place while its view or its markdown loads: the header, then a spinner. */
export function DocumentLoading({ node }: { node: DocumentNode }) {
  return (
    <div className="docs-document">
      <DocumentHeader node={node} />
      <Spinner page label="Loading document…" />
    </div>
  );
}
