import { blogLinks, paths } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { OverviewList, overviewFilters } from '#web/features/blog/components/editor-overview.tsx';
import { searchOfPostFilters } from '#web/features/blog/lib/post-filters.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** `/editor`: the signed-in editor's drafts and the posts scheduled to go live, each with a link to its full list. */
export function EditorOverviewPage() {
  const { user } = useAuth();
  if (!user) return null;
  const lists = overviewFilters(user.id);

  return (
    <Page title="Editor" wide action={{ to: blogLinks.newPost, label: 'New post' }}>
      <section className="page-stack" aria-labelledby="my-drafts">
        <h2 id="my-drafts">My drafts</h2>
        <OverviewList
          title="My drafts"
          filters={lists.drafts}
          viewer={user}
          links={blogLinks}
          empty="You have no drafts."
        />
        <p>
          <Link to={`${paths.editorPosts}?${searchOfPostFilters(lists.drafts)}`}>All my drafts</Link>
        </p>
      </section>
      <section className="page-stack" aria-labelledby="scheduled-posts">
        <h2 id="scheduled-posts">Scheduled</h2>
        <OverviewList
          title="Scheduled posts"
          filters={lists.scheduled}
          viewer={user}
          links={blogLinks}
          empty="No posts are scheduled."
        />
        <p>
          <Link to={`${paths.editorPosts}?${searchOfPostFilters(lists.scheduled)}`}>All scheduled posts</Link>
        </p>
      </section>
    </Page>
  );
}
