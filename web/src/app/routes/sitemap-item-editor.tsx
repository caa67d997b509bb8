import { useParams } from 'react-router';
import { WriteAccessNotice } from '../../features/auth/components/write-access-notice';
import { useSitemapItem } from '../../features/blog/api/get-sitemap-item';
import { SitemapItemForm } from '../../features/blog/components/sitemap-item-form';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { blogLinks, paths } from '../paths';

/** /sitemap-items/add and /sitemap-items/edit/{id}: no route guard; only admins may save. */
export function SitemapItemEditorPage() {
  const { id } = useParams();
  const { data: item, error, mutate } = useSitemapItem(id);
  const title = id ? 'Edit sitemap item' : 'Add sitemap item';
  useDocumentTitle(title);

  let content = <SitemapItemForm key={item?.id ?? 'new'} item={item} editLink={blogLinks.editSitemapItem} />;
  if (id && !item) {
    content = error ? (
      <LoadFailure what="The sitemap item" error={error} onRetry={() => void mutate()} />
    ) : (
      <Spinner label="Loading the sitemap item…" />
    );
  }

  return (
    <article className="page-stack">
      <h1>{item ? `Edit sitemap item “${item.title}”` : title}</h1>
      <WriteAccessNotice level="admin" action="save changes" loginPath={paths.login} />
      {content}
    </article>
  );
}
