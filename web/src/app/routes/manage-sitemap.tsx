import { sitemapItemLinks } from '#web/app/manage-links.ts';
import { SitemapTree } from '#web/features/sitemap-manager/components/sitemap-tree.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** `/manage-sitemap-content` (admins): the sitemap as an editable tree. */
export function ManageSitemapPage() {
  useDocumentTitle('Manage sitemap');
  return (
    <article className="page-stack">
      <h1>Manage sitemap</h1>
      <p>Expand an item to see its children. Up and Down change the order of the items at one level.</p>
      <SitemapTree links={sitemapItemLinks} />
    </article>
  );
}
