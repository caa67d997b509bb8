import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { WriteAccessNotice } from '#web/features/auth/components/write-access-notice.tsx';
import { DeleteItem } from '#web/features/blog/components/delete-item.tsx';
import { DELETABLE_KINDS_TEXT, type DeletableKind } from '#web/features/blog/lib/blog-kinds.ts';
import { Page } from '#web/shared/ui/page.tsx';

/**
 * The one delete page of every blog kind, told the entity kind: /tags, /categories, /topics, /posts and
 * /sitemap-items /delete/{id}. No route guard: a notice asks for an admin; the server decides.
 * After the delete the dashboard opens; a sitemap item's goes back to Manage sitemap, where they are kept.
 */
export function DeleteItemPage({ kind }: { kind: DeletableKind }) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { key } = useLocation();
  const { singular } = DELETABLE_KINDS_TEXT[kind];

  return (
    <Page title={`Delete ${singular}`}>
      <WriteAccessNotice level="admin" action={`delete this ${singular}`} loginPath={paths.login} />
      <DeleteItem
        key={`${kind}:${id}`}
        kind={kind}
        id={id}
        onDeleted={() => void navigate(kind === 'sitemapitems' ? paths.manageSitemap : paths.dashboard)}
        onCancel={() => void (key === 'default' ? navigate(paths.home) : navigate(-1))}
      />
    </Page>
  );
}
