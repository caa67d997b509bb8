import { AudienceOnly } from '#web/app/audience-only.tsx';
import { blogLinks } from '#web/app/paths.ts';
import { PostList } from '#web/features/blog/components/post-list.tsx';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

/**
 * The published posts (`/posts`), with links to the indexes of topics, tags and categories and
 * "New post" for editors. Its pre-rendered page loads no framework.
 */
export function PostsPage() {
  usePageMeta({ title: 'Blog', islands: true });

  return (
    <article className="page-stack">
      <h1>Blog</h1>
      <nav className="term-page__links" aria-label="Browse the blog">
        <Link to={blogLinks.topics}>Topics</Link>
        <Link to={blogLinks.tags}>Tags</Link>
        <Link to={blogLinks.categories}>Categories</Link>
      </nav>
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
