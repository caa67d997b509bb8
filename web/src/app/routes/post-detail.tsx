import { useEffect } from 'react';
import { useParams } from 'react-router';
import { blogLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { writeAccessNotice } from '#web/features/auth/lib/access.ts';
import { usePostBySlug } from '#web/features/blog/api/get-post-by-slug.ts';
import { PostNotFound, PostView } from '#web/features/blog/components/post-view.tsx';
import { ApiError } from '#web/shared/api/api-error.ts';
import { socialImageOf } from '#web/shared/lib/page-meta.ts';
import { loadMarkdownRenderer } from '#web/shared/lib/use-lazy-markdown.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/** One post at /posts/{slug}; the tab title is the post's title. */
export function PostDetailPage() {
  const { slug = '' } = useParams();
  const { data: post, error, mutate } = usePostBySlug(slug);
  const { status, user } = useAuth();
  const notFound = error instanceof ApiError && error.status === 404;
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
        }
      : notFound
        ? { title: 'Post not found', noindex: true, status: 404 }
        : { title: 'Blog' },
  );

  if (notFound) return <PostNotFound slug={slug} backLink={blogLinks.posts} />;
  if (error && !post) return <LoadFailure what="The post" error={error} onRetry={() => void mutate()} />;
  if (!post) return <Spinner page label="Loading the post…" />;

  const roles = user?.roles ?? [];
  const canEdit = writeAccessNotice(status, roles, 'editor') === 'none';
  const canDelete = writeAccessNotice(status, roles, 'admin') === 'none';
  const actions =
    canEdit || canDelete ? (
      <p className="post-view__actions">
        {canEdit && (
          <Link className="button button--secondary" to={blogLinks.editPost(post.id)}>
            Edit post
          </Link>
        )}
        {canDelete && (
          <Link className="button button--secondary" to={blogLinks.deletePost(post.id)}>
            Delete post
          </Link>
        )}
      </p>
    ) : undefined;

  return <PostView post={post} actions={actions} backLink={blogLinks.posts} termLinks={blogLinks} />;
}
