import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { blogLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { EditorPosts } from '#web/features/blog/components/editor-posts.tsx';
import { PostFilterForm } from '#web/features/blog/components/post-filter-form.tsx';
import { type PostFilters, postFiltersOf, searchOfPostFilters } from '#web/features/blog/lib/post-filters.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from '#web/shared/ui/link.tsx';

/**
 * `/editor/posts`: every post, filtered by the page address's query (`?status=draft&q=aws`), so a
 * filtered list can be linked and survives a reload; a new filter replaces the address rather
 * than adding a history entry per key typed.
 */
export function EditorPostsPage() {
  useDocumentTitle('Posts');
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const query = search.toString();
  const filters = useMemo(() => postFiltersOf(new URLSearchParams(query)), [query]);
  const changeFilters = useCallback(
    (next: PostFilters) => setSearch(searchOfPostFilters(next), { replace: true }),
    [setSearch],
  );
  if (!user) return null;

  return (
    <article className="page-stack">
      <h1>Posts</h1>
      <p>
        <Link className="button" to={blogLinks.newPost}>
          New post
        </Link>
      </p>
      <PostFilterForm filters={filters} onFiltersChange={changeFilters} viewerId={user.id} />
      <EditorPosts
        key={searchOfPostFilters(filters).toString()}
        filters={filters}
        viewerId={user.id}
        links={blogLinks}
      />
    </article>
  );
}
