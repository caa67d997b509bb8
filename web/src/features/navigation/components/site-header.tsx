import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import type { NavItem } from '../lib/nav-item';
import { UserMenu, type UserMenuProps } from './user-menu';
import './site-header.css';

interface SiteHeaderProps {
  brand: string;
  brandTo: string;
  items: readonly NavItem[];
  /** The signed-in user's menu, last in the bar; none for visitors. */
  userMenu?: UserMenuProps;
}

/** The navbar: brand, links and the user menu; below 1024 px they fold into a toggled menu. */
export function SiteHeader({ brand, brandTo, items, userMenu }: SiteHeaderProps) {
  const menuId = useId();
  const { open, toggle, close, toggleRef } = useMobileMenu();

  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <Link to={brandTo} className="site-header__brand">
          {brand}
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={toggle}
        >
          <span className="site-header__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
        <nav id={menuId} className="site-nav" data-open={open} aria-label="Main">
          <ul className="site-nav__list">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="site-nav__link" onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            {userMenu && (
              <li>
                <UserMenu {...userMenu} />
              </li>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
