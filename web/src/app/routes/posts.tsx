import { useLocation } from 'react-router';
import type { PostStatus } from '#shared/blog.ts';
import { AudienceOnly } from '#web/app/audience-only.tsx';
import { blogLinks } from '#web/app/paths.ts';
import { PostList } from '#web/features/blog/components/post-list.tsx';
import { formatDateTime } from '#web/features/blog/lib/post-status.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';

/** Location state the post form leaves after saving a draft or a scheduled post (neither is in this list). */
export interface SavedDraftState {
  savedDraft?: { id: string; title: string; status: PostStatus; publishAt: string | null };
}

/**
 * The published posts (`/posts`), with links to the indexes of topics, tags and categories and
 * "New post" for editors. Its pre-rendered page loads no framework; the saved-draft notice comes
 * from the app's own navigation after saving in the editor.
 */
export function PostsPage() {
  usePageMeta({ title: 'Blog', islands: true });
  const { state } = useLocation();
  const savedDraft = (state as SavedDraftState | null)?.savedDraft;

  return (
    <article className="page-stack">
      <h1>Blog</h1>
      <nav className="term-page__links" aria-label="Browse the blog">
        <Link to={blogLinks.topics}>Topics</Link>
        <Link to={blogLinks.tags}>Tags</Link>
        <Link to={blogLinks.categories}>Categories</Link>
      </nav>
      {savedDraft && (
        <Alert tone="success">
          <p>
            {savedDraft.status === 'scheduled'
              ? `The post “${savedDraft.title}” was saved and is scheduled for ${formatDateTime(savedDraft.publishAt)}. It is listed here once published.`
              : `The draft “${savedDraft.title}” was saved. Drafts are not listed here until they are published.`}{' '}
            <Link to={blogLinks.editPost(savedDraft.id)}>Continue editing</Link>
          </p>
        </Alert>
      )}
      <AudienceOnly audience="editor">
        <p>
          <Link className="button" to={blogLinks.newPost}>
            New post
          </Link>
        </p>
      </AudienceOnly>
      <PostList links={blogLinks} />
    </article>
  );
}
