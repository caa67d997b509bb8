import type { PostSummary } from '#shared/blog.ts';
import { formatDateTime, POST_STATUS_LABELS } from '#web/features/blog/lib/post-status.ts';

/** A post's status on a pill; a scheduled post says when it goes live. */
export function PostStatusBadge({ post }: { post: Pick<PostSummary, 'status' | 'publishAt'> }) {
  return (
    <span className="post-status">
      <span className="badge" data-status={post.status}>
        {POST_STATUS_LABELS[post.status]}
      </span>
      {post.status === 'scheduled' && post.publishAt && (
        <>
          {' '}
          <time dateTime={post.publishAt}>{formatDateTime(post.publishAt)}</time>
        </>
      )}
    </span>
  );
}
