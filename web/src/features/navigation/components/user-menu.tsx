import { useId } from 'react';
import { useDisclosure } from '#web/features/navigation/hooks/use-disclosure.ts';
import type { NavItem } from '#web/features/navigation/lib/nav-item.ts';
import { NavLink } from '#web/shared/ui/link.tsx';

export interface UserMenuProps {
  /** Who is signed in, shown on the button. */
  label: string;
  items: readonly NavItem[];
}

/**
 * The signed-in user's links behind one button (a disclosure: Escape, a click outside, or focus
 * moving past it, e.g. by Tab, closes it).
 */
export function UserMenu({ label, items }: UserMenuProps) {
  const listId = useId();
  const { open, toggle, close, buttonRef, containerRef } = useDisclosure<HTMLDivElement>();

  return (
    <div className="user-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__link user-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        <span className="visually-hidden">Account menu for </span>
        {label}
        <span className="user-menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="user-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className="site-nav__link" onClick={close}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
