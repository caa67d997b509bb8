import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { mayDeletePost } from '#shared/blog.ts';
import { markdownPlainText } from '#shared/markdown/plain-text.ts';
import { AudienceOnly } from '#web/app/audience-only.tsx';
import { blogLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { usePostBySlug } from '#web/features/blog/api/get-post-by-slug.ts';
import { PostNotFound, PostView } from '#web/features/blog/components/post-view.tsx';
import { useRecordPostView } from '#web/features/blog/hooks/use-record-post-view.ts';
import { useAnalyticsConsent } from '#web/features/consent/hooks/use-analytics-consent.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { socialImageOf } from '#web/shared/lib/page-meta.ts';
import { loadMarkdownRenderer } from '#web/shared/lib/use-lazy-markdown.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/**
 * One post at /posts/{slug}; the tab title is the post's title. Its pre-rendered page loads no
 * framework: its view count, code blocks and editors' links are islands.
 */
export function PostDetailPage() {
  const { slug = '' } = useParams();
  const { user } = useAuth();
  const { data: post, error, mutate } = usePostBySlug(slug);
  const notFound = error instanceof ApiError && error.status === 404;
  const navigate = useNavigate();
  // An earlier slug of the post: the API redirected to the post, so the address bar shows its current address.
  useEffect(() => {
    if (post && post.slug !== slug.normalize('NFC')) void navigate(blogLinks.post(post.slug), { replace: true });
  }, [post, slug, navigate]);
  // Its view counts under analytics consent only, as a page view does (RootLayout).
  const analyticsAccepted = useAnalyticsConsent();
  useRecordPostView(post, analyticsAccepted);
  // A post reached in the SPA: the renderer loads beside the post (a pre-rendered post has both).
  useEffect(() => {
    if (!post && !error) void loadMarkdownRenderer();
  }, [post, error]);
  usePageMeta(
    post
      ? {
          title: post.title,
          description: post.summary ?? undefined,
          social: {
            type: 'article',
            card: 'post',
            publishedTime: post.publishedAt ?? undefined,
            modifiedTime: post.updatedAt ?? post.publishedAt ?? undefined,
            author: post.authorName,
            image: socialImageOf(post.cover),
          },
          search: {
            kind: 'Post',
            title: post.title,
            context: post.topic?.name ?? 'Blog',
            text: `${post.summary} ${markdownPlainText(post.body, Number.POSITIVE_INFINITY)}`.trim(),
          },
          islands: true,
        }
      : notFound
        ? { title: 'Post not found', noindex: true, status: 404 }
        : { title: 'Blog' },
  );

  if (notFound) return <PostNotFound slug={slug} backLink={blogLinks.posts} />;
  if (error && !post) return <LoadFailure what="The post" error={error} onRetry={() => void mutate()} />;
  if (!post) return <Spinner page label="Loading the post…" />;

  // In the page for every visitor, shown to those who may use them (the app knows; a pre-rendered
  // page's island asks the session stored in the browser). Delete is for admins, and for an editor
  // on a draft of theirs never published (never a pre-rendered page: only published posts are).
  const deleteLink = (
    <Link className="button button--secondary" to={blogLinks.deletePost(post.id)}>
      Delete post
    </Link>
  );
  const actions = (
    <AudienceOnly audience="editor">
      <p className="post-view__actions">
        <Link className="button button--secondary" to={blogLinks.editPost(post.id)}>
          Edit post
        </Link>
        {user && mayDeletePost(post, user) ? deleteLink : <AudienceOnly audience="admin">{deleteLink}</AudienceOnly>}
      </p>
    </AudienceOnly>
  );

  return <PostView post={post} actions={actions} backLink={blogLinks.posts} termLinks={blogLinks} />;
}
