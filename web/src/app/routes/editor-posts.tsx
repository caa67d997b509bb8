import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { blogLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { EditorPosts } from '#web/features/blog/components/editor-posts.tsx';
import { PostFilterForm } from '#web/features/blog/components/post-filter-form.tsx';
import { type PostFilters, postFiltersOf, searchOfPostFilters } from '#web/features/blog/lib/post-filters.ts';
import { Page } from '#web/shared/ui/page.tsx';

/**
 * `/editor/posts`: every post, filtered by the page address's query (`?status=draft&q=aws`), so a
 * filtered list can be linked and survives a reload; a new filter replaces the address rather
 * than adding a history entry per key typed.
 */
export function EditorPostsPage() {
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
    <Page title="Posts" wide action={{ to: blogLinks.newPost, label: 'New post' }}>
      <PostFilterForm filters={filters} onFiltersChange={changeFilters} viewerId={user.id} />
      <EditorPosts key={searchOfPostFilters(filters).toString()} filters={filters} viewer={user} links={blogLinks} />
    </Page>
  );
}
