import type { Viewer } from '#shared/blog.ts';
import { usePostsPage } from '#web/features/blog/api/list-posts.ts';
import { NO_POST_FILTERS, type PostFilters } from '#web/features/blog/lib/post-filters.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { PostTable, type PostTableLinks } from './post-table';

/** How many posts each list of the overview shows; the full list is one link away. */
export const OVERVIEW_POSTS = 10;

/** The overview's lists: the viewer's drafts, newest change first, and every scheduled post, soonest first. */
export function overviewFilters(viewerId: string): { drafts: PostFilters; scheduled: PostFilters } {
  return {
    drafts: { ...NO_POST_FILTERS, status: 'draft', authorId: viewerId },
    scheduled: { ...NO_POST_FILTERS, status: 'scheduled', sort: 'scheduled' },
  };
}

interface OverviewListProps {
  title: string;
  filters: PostFilters;
  viewer: Viewer;
  links: PostTableLinks;
  empty: string;
}

/** One list of the overview: its first posts. */
export function OverviewList({ title, filters, viewer, links, empty }: OverviewListProps) {
  const { data, error, mutate } = usePostsPage(filters, null, viewer.id, OVERVIEW_POSTS);
  if (error && !data) return <LoadFailure what={title} error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner label={`Loading ${title.toLowerCase()}…`} />;
  return <PostTable caption={title} posts={data.items} links={links} empty={empty} viewer={viewer} />;
}
