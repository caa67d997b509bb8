import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { PostStatus } from '#shared/blog.ts';
import { blogLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { EditorPosts } from '#web/features/blog/components/editor-posts.tsx';
import { PostFilterForm } from '#web/features/blog/components/post-filter-form.tsx';
import { type PostFilters, postFiltersOf, searchOfPostFilters } from '#web/features/blog/lib/post-filters.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** Location state the post form leaves after saving a draft or a scheduled post: the list says what became of it. */
export interface SavedDraftState {
  savedDraft?: { id: string; title: string; status: PostStatus; publishAt: string | null };
}

function SavedDraftNotice({ saved }: { saved: NonNullable<SavedDraftState['savedDraft']> }) {
  return (
    <Alert tone="success">
      <p>
        {saved.status === 'scheduled'
          ? `The post “${saved.title}” was saved and is scheduled for ${formatForViewer(saved.publishAt, 'dateTimeZone')}.`
          : `The draft “${saved.title}” was saved. It is public once published.`}{' '}
        <Link to={blogLinks.editPost(saved.id)}>Continue editing</Link>
      </p>
    </Alert>
  );
}

/**
 * `/editor/posts`: every post, filtered by the page address's query (`?status=draft&q=aws`), so a
 * filtered list can be linked and survives a reload; a new filter replaces the address rather
 * than adding a history entry per key typed. A draft or scheduled post saved in the post form
 * lands here, with what became of it.
 */
export function EditorPostsPage() {
  const { user } = useAuth();
  const [search, setSearch] = useSearchParams();
  const savedDraft = (useLocation().state as SavedDraftState | null)?.savedDraft;
  const query = search.toString();
  const filters = useMemo(() => postFiltersOf(new URLSearchParams(query)), [query]);
  const changeFilters = useCallback(
    (next: PostFilters) => setSearch(searchOfPostFilters(next), { replace: true }),
    [setSearch],
  );
  if (!user) return null;

  return (
    <Page title="Posts" wide action={{ to: blogLinks.newPost, label: 'New post' }}>
      {savedDraft && <SavedDraftNotice saved={savedDraft} />}
      <PostFilterForm filters={filters} onFiltersChange={changeFilters} viewerId={user.id} />
      <EditorPosts key={searchOfPostFilters(filters).toString()} filters={filters} viewer={user} links={blogLinks} />
    </Page>
  );
}
