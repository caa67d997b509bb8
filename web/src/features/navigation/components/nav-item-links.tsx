import type { NavItem } from '#web/features/navigation/lib/nav-item.ts';
import { NavLink } from '#web/shared/ui/link.tsx';

/** The links of a navigation list, one list item each; following one closes the menu they are in. */
export function NavItemLinks({ items, onNavigate }: { items: readonly NavItem[]; onNavigate: () => void }) {
  return items.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end={item.end} className="nav-link site-nav__link" onClick={onNavigate}>
        {item.label}
      </NavLink>
    </li>
  ));
}
