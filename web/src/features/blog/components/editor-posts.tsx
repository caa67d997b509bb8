import { useState } from 'react';
import type { BulkPostStatus, PostSummary, Viewer } from '#shared/blog.ts';
import { refreshBlogCache } from '#web/features/blog/api/blog-cache.ts';
import { setPostsStatus } from '#web/features/blog/api/bulk-post-status.ts';
import { usePostsPage } from '#web/features/blog/api/list-posts.ts';
import type { PostFilters } from '#web/features/blog/lib/post-filters.ts';
import { useCursorPages } from '#web/shared/lib/use-cursor-pages.ts';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { CursorPageNav } from '#web/shared/ui/cursor-page-nav.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { BulkStatusOutcome, type BulkStatusReport } from './bulk-status-outcome';
import { PostTable, type PostTableLinks } from './post-table';
import './editor.css';

const BULK_ACTIONS: Record<BulkPostStatus, { label: string; pendingLabel: string; question: string }> = {
  published: { label: 'Publish', pendingLabel: 'Publishing…', question: 'They go live at once, for every visitor.' },
  draft: {
    label: 'Unpublish',
    pendingLabel: 'Unpublishing…',
    question: 'They go back to draft: visitors no longer see them.',
  },
};

interface EditorPostsProps {
  filters: PostFilters;
  viewer: Viewer;
  links: PostTableLinks;
}

/**
 * One page of the filtered posts at a time (Previous and Next by cursor), with a checkbox per row
 * and Publish and Unpublish for the rows chosen, each asked first; the answer names each post
 * that could not be changed. Mounted afresh for new filters, so paging starts at the first page.
 */
export function EditorPosts({ filters, viewer, links }: EditorPostsProps) {
  const pages = useCursorPages();
  const { data, error, isLoading, mutate } = usePostsPage(filters, pages.cursor, viewer.id);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<BulkStatusReport>();
  const posts = data?.items ?? [];
  const chosen = posts.filter((post) => selected.has(post.id));

  async function setStatus(status: BulkPostStatus, targets: readonly PostSummary[]) {
    const result = await setPostsStatus(
      targets.map((post) => post.id),
      status,
    );
    setReport({ status, result, titles: new Map(targets.map((post) => [post.id, post.title])) });
    setSelected(new Set(targets.filter((post) => !result.updated.includes(post.id)).map((post) => post.id)));
    void refreshBlogCache();
  }

  function movePage(move: () => void) {
    setSelected(new Set());
    move();
  }

  if (error && !data) return <LoadFailure what="The posts" error={error} onRetry={() => void mutate()} />;
  if (isLoading && !data) return <Spinner label="Loading the posts…" />;

  return (
    <div className="editor-posts">
      {report && <BulkStatusOutcome report={report} />}
      <fieldset className="editor-posts__bulk">
        <legend className="visually-hidden">Change the chosen posts</legend>
        <span aria-live="polite">{chosen.length === 0 ? 'No posts chosen.' : `${chosen.length} chosen.`}</span>
        {(Object.keys(BULK_ACTIONS) as BulkPostStatus[]).map((status) => {
          const action = BULK_ACTIONS[status];
          const count = `${chosen.length} ${chosen.length === 1 ? 'post' : 'posts'}`;
          return (
            <ConfirmButton
              key={status}
              label={action.label}
              className="button button--secondary"
              disabled={chosen.length === 0}
              title={`${action.label} ${count}?`}
              actions={[
                {
                  label: action.label,
                  pendingLabel: action.pendingLabel,
                  tone: status === 'draft' ? 'danger' : 'secondary',
                  run: () => setStatus(status, chosen),
                },
              ]}
            >
              <p>{action.question}</p>
              <ul>
                {chosen.map((post) => (
                  <li key={post.id}>{post.title}</li>
                ))}
              </ul>
            </ConfirmButton>
          );
        })}
      </fieldset>
      <PostTable
        caption="Posts"
        posts={posts}
        links={links}
        viewer={viewer}
        empty="No posts match these filters."
        selection={{ selected, onSelectedChange: setSelected }}
      />
      <CursorPageNav
        label="Posts"
        pages={{
          ...pages,
          next: (cursor) => movePage(() => pages.next(cursor)),
          previous: () => movePage(pages.previous),
        }}
        nextCursor={data?.cursor}
      />
    </div>
  );
}
