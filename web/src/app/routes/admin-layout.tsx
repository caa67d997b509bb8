import { AreaLayout } from '#web/app/layout/area-layout.tsx';
import { paths } from '#web/app/paths.ts';

const sections = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Users', to: paths.adminUsers, forms: [paths.createUser, paths.editUser, paths.viewUser] },
  { label: 'Analytics', to: paths.analytics },
  {
    label: 'Manage sitemap',
    to: paths.manageSitemap,
    forms: [paths.addSitemapItem, paths.editSitemapItem, paths.deleteSitemapItem],
  },
  { label: 'Settings', to: paths.adminSettings },
] as const;

/**
 * The admin pages (/admin/*, /dashboard, /manage-sitemap-content, and the user and sitemap-item
 * screens): their side navigation, the chosen page beside it.
 */
export function AdminLayout() {
  return <AreaLayout title="Admin" sections={sections} />;
}
