import type { ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import { useDisclosure } from '#web/features/navigation/hooks/use-disclosure.ts';
import type { NavItem } from '#web/features/navigation/lib/nav-item.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { NavItemLinks } from './nav-item-links';
import { UserMenu, type UserMenuProps } from './user-menu';
import './site-header.css';

interface SiteHeaderProps {
  brand: string;
  brandTo: string;
  items: readonly NavItem[];
  /** The signed-in user's menu, last in the bar; none for visitors. */
  userMenu?: UserMenuProps;
  /** Controls that stay in the bar at every width (the theme toggle), composed by the app. */
  actions?: ReactNode;
  /** The navigation landmark's name; a second navbar on a page (a demo) needs its own. */
  navLabel?: string;
}

/** Growing to desktop closes the folded menu. */
const DESKTOP_MEDIA = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * The navbar: brand, links and the user menu; below 1024 px they fold into a toggled menu, which
 * any navigation, Escape (focus back on the toggle) or growing to desktop closes.
 */
export function SiteHeader({ brand, brandTo, items, userMenu, actions, navLabel = 'Main' }: SiteHeaderProps) {
  const { open, close, panelId, buttonProps } = useDisclosure(DESKTOP_MEDIA);

  return (
    <site-header>
      <header className="site-header">
        <div className="site-header__bar container">
          <Link to={brandTo} className="site-header__brand">
            {brand}
          </Link>
          {actions && <div className="site-header__actions">{actions}</div>}
          <button {...buttonProps} className="icon-button site-header__toggle">
            <span className="site-header__toggle-icon" aria-hidden="true" />
            <span className="visually-hidden">Menu</span>
          </button>
          <nav id={panelId} className="site-nav" data-open={open} aria-label={navLabel}>
            <ul className="site-nav__list">
              <NavItemLinks items={items} onNavigate={close} />
              {userMenu && (
                <li>
                  <UserMenu {...userMenu} />
                </li>
              )}
            </ul>
          </nav>
        </div>
      </header>
    </site-header>
  );
}
