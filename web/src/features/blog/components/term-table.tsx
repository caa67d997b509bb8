import type { Term, TermKind } from '#shared/blog.ts';
import { TERM_KINDS_TEXT } from '#web/features/blog/lib/blog-kinds.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import './editor.css';

/** Each kind's plural, for the table's caption and its empty row. */
export const TERM_PLURALS: Record<TermKind, string> = { topic: 'Topics', tag: 'Tags', category: 'Categories' };

interface TermTableProps {
  kind: TermKind;
  terms: readonly Term[];
  editLink: (id: string) => string;
  /** Deletes a term (admins only); left out, the table offers no delete. */
  onDelete?: (term: Term) => Promise<unknown>;
}

/**
 * Every topic, tag or category: name, slug, parent, how many posts are filed under it and the
 * last change, ordered by any of these; Edit for each, Delete (asked first) where `onDelete` is given.
 */
export function TermTable({ kind, terms, editLink, onDelete }: TermTableProps) {
  const text = TERM_KINDS_TEXT[kind];
  const names = new Map(terms.map((term) => [term.id, term.name]));
  const parentOf = (term: Term) => (term.parentId ? (names.get(term.parentId) ?? '') : '');
  const columns: DataTableColumn<Term>[] = [
    { id: 'name', header: 'Name', rowHeader: true, cell: (term) => term.name, sortKey: (term) => term.name },
    { id: 'slug', header: 'Slug', secondary: true, cell: (term) => term.slug, sortKey: (term) => term.slug },
    { id: 'parent', header: 'Parent', secondary: true, cell: parentOf, sortKey: parentOf },
    {
      id: 'posts',
      header: 'Posts',
      className: 'data-table__number',
      cell: (term) => term.postCount,
      sortKey: (term) => term.postCount,
    },
    {
      id: 'updated',
      header: 'Updated',
      secondary: true,
      cell: (term) => <time dateTime={term.updatedAt}>{formatForViewer(term.updatedAt, 'dateTime')}</time>,
      sortKey: (term) => term.updatedAt,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (term) => (
        <span className="editor-actions">
          <Link to={editLink(term.id)} aria-label={`Edit ${text.singular} ${term.name}`}>
            Edit
          </Link>
          {onDelete && (
            <ConfirmButton
              label="Delete"
              className="button button--danger"
              aria-label={`Delete ${text.singular} ${term.name}`}
              title={`Delete the ${text.singular} “${term.name}”?`}
              actions={[{ label: 'Delete', pendingLabel: 'Deleting…', run: () => onDelete(term) }]}
            >
              <p>
                {term.postCount === 1 ? '1 post is' : `${term.postCount} posts are`} filed under it. Deleted, it is no
                longer offered for posts.
              </p>
            </ConfirmButton>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={TERM_PLURALS[kind]}
      columns={columns}
      rows={terms}
      rowKey={(term) => term.id}
      empty={`There are no ${TERM_PLURALS[kind].toLowerCase()} yet.`}
      defaultSort={{ column: 'name', direction: 'ascending' }}
    />
  );
}
