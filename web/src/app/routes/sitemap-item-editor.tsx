import { useParams } from 'react-router';
import { blogLinks } from '#web/app/paths.ts';
import { useSitemapItem } from '#web/features/blog/api/get-sitemap-item.ts';
import { SitemapItemForm } from '#web/features/blog/components/sitemap-item-form.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

/** /sitemap-items/add and /sitemap-items/edit/{id}, below the admin route guard (only admins may save). */
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
      {content}
    </article>
  );
}
