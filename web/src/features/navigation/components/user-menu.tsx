import { useDisclosure } from '#web/features/navigation/hooks/use-disclosure.ts';
import type { NavItem } from '#web/features/navigation/lib/nav-item.ts';
import { NavItemLinks } from './nav-item-links';

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
  const { open, close, panelId, buttonProps, containerRef } = useDisclosure<HTMLDivElement>();

  return (
    <div className="user-menu" ref={containerRef}>
      <button {...buttonProps} className="nav-link site-nav__link user-menu__toggle">
        <span className="visually-hidden">Account menu for </span>
        {label}
        <span className="user-menu__caret" aria-hidden="true" />
      </button>
      <ul id={panelId} className="user-menu__list" hidden={!open}>
        <NavItemLinks items={items} onNavigate={close} />
      </ul>
    </div>
  );
}
