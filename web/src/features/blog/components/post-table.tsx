import { mayDeletePost, type PostSummary, type Viewer } from '#shared/blog.ts';
import { personName } from '#web/shared/lib/person-name.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { DataTable, type DataTableColumn } from '#web/shared/ui/data-table.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { PostStatusBadge } from './post-status-badge';
import './editor.css';

/** Where a listed post's actions lead. */
export interface PostTableLinks {
  editPost: (id: string) => string;
  deletePost: (id: string) => string;
  post: (slug: string) => string;
}

/** The rows chosen for a bulk change, held by the list's owner. */
export interface PostSelection {
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: ReadonlySet<string>) => void;
}

interface PostTableProps {
  caption: string;
  posts: readonly PostSummary[];
  links: PostTableLinks;
  empty: string;
  /** Adds a checkbox to every row (and one for all rows) for bulk changes. */
  selection?: PostSelection;
  /** The signed-in viewer: Delete is offered on the rows they may delete (mayDeletePost). */
  viewer?: Viewer;
}

function toggled(selected: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

function selectColumn(posts: readonly PostSummary[], { selected, onSelectedChange }: PostSelection) {
  const allSelected = posts.length > 0 && posts.every((post) => selected.has(post.id));
  const column: DataTableColumn<PostSummary> = {
    id: 'select',
    header: (
      <input
        type="checkbox"
        aria-label="Select every post shown"
        checked={allSelected}
        disabled={posts.length === 0}
        onChange={(event) => onSelectedChange(new Set(event.target.checked ? posts.map((post) => post.id) : []))}
      />
    ),
    cell: (post) => (
      <input
        type="checkbox"
        aria-label={`Select “${post.title}”`}
        checked={selected.has(post.id)}
        onChange={(event) => onSelectedChange(toggled(selected, post.id, event.target.checked))}
      />
    ),
  };
  return column;
}

/**
 * Posts of every status with their topic, author and last change, and links to edit and view each,
 * and to delete the ones the viewer may delete.
 */
export function PostTable({ caption, posts, links, empty, selection, viewer }: PostTableProps) {
  const columns: DataTableColumn<PostSummary>[] = [
    ...(selection ? [selectColumn(posts, selection)] : []),
    { id: 'title', header: 'Title', rowHeader: true, cell: (post) => post.title },
    { id: 'status', header: 'Status', cell: (post) => <PostStatusBadge post={post} /> },
    {
      id: 'topic',
      header: 'Topic',
      secondary: true,
      className: 'data-table__nowrap',
      cell: (post) => post.topic?.name ?? '',
    },
    {
      id: 'author',
      header: 'Author',
      secondary: true,
      className: 'data-table__nowrap',
      cell: (post) => (post.authorName ? personName({ name: post.authorName, isDeleted: post.authorIsDeleted }) : ''),
    },
    {
      id: 'updated',
      header: 'Updated',
      secondary: true,
      className: 'data-table__nowrap',
      cell: (post) => <time dateTime={post.updatedAt}>{formatForViewer(post.updatedAt, 'dateTime')}</time>,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (post) => (
        <span className="editor-actions">
          <Link to={links.editPost(post.id)} aria-label={`Edit “${post.title}”`}>
            Edit
          </Link>
          <Link to={links.post(post.slug)} aria-label={`View “${post.title}”`}>
            View
          </Link>
          {viewer && mayDeletePost(post, viewer) && (
            <Link to={links.deletePost(post.id)} aria-label={`Delete “${post.title}”`}>
              Delete
            </Link>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={posts}
      rowKey={(post) => post.id}
      rowData={(post) => ({ 'data-status': post.status })}
      empty={empty}
    />
  );
}
