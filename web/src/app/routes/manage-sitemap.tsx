import { SitemapTree } from '../../features/sitemap-manager/components/sitemap-tree';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { sitemapItemLinks } from '../manage-links';

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
