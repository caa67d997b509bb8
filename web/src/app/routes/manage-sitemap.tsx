import { sitemapItemLinks } from '#web/app/manage-links.ts';
import { SitemapTree } from '#web/features/sitemap-manager/components/sitemap-tree.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** `/manage-sitemap-content` (admins): the sitemap as an editable tree. */
export function ManageSitemapPage() {
  return (
    <Page title="Manage sitemap" wide>
      <p>Expand an item to see its children. Up and Down change the order of the items at one level.</p>
      <SitemapTree links={sitemapItemLinks} />
    </Page>
  );
}
