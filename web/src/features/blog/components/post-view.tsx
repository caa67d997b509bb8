import type { ReactNode } from 'react';
import type { Post } from '#shared/blog.ts';
import { useRenderedPostBody } from '#web/features/blog/hooks/use-rendered-post-body.ts';
import { formatPostDate } from '#web/features/blog/lib/dates.ts';
import type { TermLinks } from '#web/features/blog/lib/post-card-markup.ts';
import { viewCountText } from '#web/features/blog/lib/post-views.ts';
import { personName } from '#web/shared/lib/person-name.ts';
import { useInAppLinks } from '#web/shared/lib/use-in-app-links.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { CoverImage } from '#web/shared/ui/cover-image.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { MarkdownHtml } from '#web/shared/ui/markdown-html.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { PostTerms } from './post-terms';
import './blog.css';

interface PostViewProps {
  post: Post;
  /** Links for editors and admins (edit, delete), shown under the title (in the page for everyone, hidden from others). */
  actions?: ReactNode;
  backLink: string;
  /** Where the topic and tag chips lead. */
  termLinks?: TermLinks;
}

/**
 * One post: title, date, author, views, its terms, its cover and the markdown body through the shared renderer
 * (raw HTML off; code highlighted in place by the highlighter worker). Its view is counted by the
 * post's page (`useRecordPostView`), or on the pre-rendered page by `<site-post-views>`.
 */
export function PostView({ post, actions, backLink, termLinks }: PostViewProps) {
  const { data: rendered, error: renderError, mutate: renderAgain } = useRenderedPostBody(post);
  const onClick = useInAppLinks();
  const date = formatPostDate(post.publishedAt);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: only routes clicks on the body's links; Enter on a link fires the same click.
    <article className="post-view docs-document" onClick={onClick}>
      <p className="post-view__back">
        <Link to={backLink}>← All posts</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="post-meta">
        {post.status === 'draft' && <span className="post-chip post-chip--draft">Draft</span>}
        {post.status === 'scheduled' && post.publishAt && (
          <span className="post-chip post-chip--draft">
            Scheduled for <time dateTime={post.publishAt}>{formatForViewer(post.publishAt, 'dateTimeZone')}</time>
          </span>
        )}
        {date && (
          <span>
            Published <time dateTime={post.publishedAt ?? undefined}>{date}</time>
          </span>
        )}
        {post.authorName && <span>by {personName({ name: post.authorName, isDeleted: post.authorIsDeleted })}</span>}
        <site-post-views data-post-id={post.status === 'published' ? post.id : undefined}>
          {viewCountText(post.viewCount)}
        </site-post-views>
      </p>
      {actions}
      {post.summary && <p className="post-view__summary">{post.summary}</p>}
      <PostTerms topic={post.topic} tags={post.tags} categories={post.categories} links={termLinks} />
      {post.cover && <CoverImage cover={post.cover} variant="page" />}
      {rendered ? (
        <>
          {/* The body's own opening heading is kept when it says more than the post's title. */}
          {rendered.title && rendered.title !== post.title && <h2>{rendered.title}</h2>}
          <MarkdownHtml html={rendered.html} hasCode={rendered.hasCode} testId="post-body" />
        </>
      ) : renderError ? (
        <LoadFailure what="The post's text" error={renderError} onRetry={() => void renderAgain()} />
      ) : (
        <Spinner label="Rendering the post…" />
      )}
    </article>
  );
}

/** The post page's answer to a 404: no such post, or a draft this visitor may not see. */
export function PostNotFound({ slug, backLink }: { slug: string; backLink: string }) {
  return (
    <article className="message-page">
      <h1>Post not found</h1>
      <p>
        There is no published post at <code>{slug}</code>. It may have been unpublished or deleted, or the link may be
        mistyped.
      </p>
      <Link className="button" to={backLink}>
        See all posts
      </Link>
    </article>
  );
}
