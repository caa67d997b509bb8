import { Outlet } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { NavLink } from '#web/shared/ui/link.tsx';
import './admin-layout.css';

const sections = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'Users', to: paths.adminUsers },
  { label: 'Analytics', to: paths.analytics },
  { label: 'Manage sitemap', to: paths.manageSitemap },
  { label: 'Settings', to: paths.adminSettings },
] as const;

/** The admin pages (/admin/*, /dashboard, /manage-sitemap-content): their side navigation, the chosen page beside it. */
export function AdminLayout() {
  return (
    <div className="admin-layout">
      <nav className="admin-layout__nav" aria-label="Admin">
        <p className="admin-layout__title">Admin</p>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} className="nav-link">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
