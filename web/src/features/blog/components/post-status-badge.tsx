import type { PostSummary } from '#shared/blog.ts';
import { POST_STATUS_LABELS } from '#web/features/blog/lib/post-status.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';

/** A post's status on a pill; a scheduled post says when it goes live, with the zone of that time. */
export function PostStatusBadge({ post }: { post: Pick<PostSummary, 'status' | 'publishAt'> }) {
  return (
    <span className="post-status">
      <span className="badge" data-status={post.status}>
        {POST_STATUS_LABELS[post.status]}
      </span>
      {post.status === 'scheduled' && post.publishAt && (
        <>
          {' '}
          <time dateTime={post.publishAt}>{formatForViewer(post.publishAt, 'dateTimeZone')}</time>
        </>
      )}
    </span>
  );
}
