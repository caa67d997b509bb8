import { useId } from 'react';
import { Link, NavLink } from 'react-router';
import { useMobileMenu } from '../hooks/use-mobile-menu';
import type { NavItem } from '../lib/nav-item';
import './site-header.css';

interface SiteHeaderProps {
  brand: string;
  brandTo: string;
  items: readonly NavItem[];
}

/** The navbar: brand and links; below 1024 px the links fold into a toggled menu. */
export function SiteHeader({ brand, brandTo, items }: SiteHeaderProps) {
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
          </ul>
        </nav>
      </div>
    </header>
  );
}
