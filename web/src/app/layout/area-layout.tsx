import { Outlet } from 'react-router';
import { NavLink } from '#web/shared/ui/link.tsx';
import './area-layout.css';

export interface AreaSection {
  label: string;
  to: string;
  /** Current only on its own path, not below it (an area's first page at the area's root). */
  end?: boolean;
  /** The route patterns of the section's forms that live outside the area's paths (`/posts/edit/:id`). */
  forms?: readonly string[];
}

/** A working area of the site (admin, editor): its side navigation, named by the area, and the chosen page beside it. */
export function AreaLayout({ title, sections }: { title: string; sections: readonly AreaSection[] }) {
  return (
    <div className="area-layout">
      <nav className="area-layout__nav" aria-label={title}>
        <p className="area-layout__title">{title}</p>
        <ul>
          {sections.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end} activeFor={section.forms} className="nav-link">
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="area-layout__content">
        <Outlet />
      </div>
    </div>
  );
}
