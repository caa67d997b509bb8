import { useLocation, useNavigate, useParams } from 'react-router';
import { hasAccess } from '#shared/accounts.ts';
import { paths } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { DeleteItem } from '#web/features/blog/components/delete-item.tsx';
import { DELETABLE_KINDS_TEXT, type DeletableKind } from '#web/features/blog/lib/blog-kinds.ts';
import { Page } from '#web/shared/ui/page.tsx';

/** Where a delete leads: a sitemap item back to Manage sitemap; else the dashboard, or for an editor (no dashboard) the posts. */
function afterDelete(kind: DeletableKind, isAdmin: boolean): string {
  if (kind === 'sitemapitems') return paths.manageSitemap;
  return isAdmin ? paths.dashboard : paths.editorPosts;
}

/**
 * The one delete page of every blog kind, told the entity kind: /tags, /categories, /topics, /posts and
 * /sitemap-items /delete/{id}. Its route guard lets in who may delete the kind (editors for posts,
 * whose own never-published drafts they may delete, admins for the rest); a post the viewer may not
 * delete says why instead of offering Delete, and the server decides.
 */
export function DeleteItemPage({ kind }: { kind: DeletableKind }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  const { user } = useAuth();
  const { singular } = DELETABLE_KINDS_TEXT[kind];
  const isAdmin = hasAccess(user?.roles ?? [], 'admin');

  return (
    <Page title={`Delete ${singular}`}>
      <DeleteItem
        key={`${kind}:${id}`}
        kind={kind}
        id={id}
        viewer={user}
        onDeleted={() => void navigate(afterDelete(kind, isAdmin))}
        onCancel={() => void (key === 'default' ? navigate(paths.home) : navigate(-1))}
      />
    </Page>
  );
}
