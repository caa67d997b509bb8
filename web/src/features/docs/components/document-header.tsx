import type { ReactNode } from 'react';
import type { DocumentNode } from '#shared/content.ts';
import { formatDocDate } from '#web/features/docs/lib/dates.ts';

/**
 * A document's heading and dates, from the collection index: shown at once, while the markdown and
 * its renderer still load, so the page's largest text paints early and nothing moves when the body
 * arrives. `title` is the document's own first heading once rendered (the index holds the same text);
 * `actions`, what the reader may do with the page (an editor's Edit link). "Last updated" is the
 * index's date of the document's last real change: its `updated:` line, or an editor's later save
 * on the site (lambdas/lib/content/indexer.ts).
 */
export function DocumentHeader({ node, title, actions }: { node: DocumentNode; title?: string; actions?: ReactNode }) {
  const updated = formatDocDate(node.updatedAt);
  return (
    <>
      <h1>{title || node.label}</h1>
      {(updated || node.gitHash) && (
        <p className="docs-document__meta">
          {updated && (
            <span>
              Last updated <time dateTime={node.updatedAt ?? undefined}>{updated}</time>
            </span>
          )}
          {node.gitHash && (
            <span>
              Commit <code>{node.gitHash}</code>
            </span>
          )}
        </p>
      )}
      {actions}
    </>
  );
}
