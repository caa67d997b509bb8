import { NavLink, Outlet } from 'react-router';
import { paths } from '../paths';
import './admin-layout.css';

const sections = [
  { label: 'Users', to: paths.adminUsers },
  { label: 'Analytics', to: paths.analytics },
  { label: 'Settings', to: paths.adminSettings },
] as const;

/** /admin and /analytics: the admin sections in a side navigation, the chosen one beside it. */
export function AdminLayout() {
  return (
    <div className="admin-layout">
      <nav className="admin-layout__nav" aria-label="Admin">
        <p className="admin-layout__title">Admin</p>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to}>{section.label}</NavLink>
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
