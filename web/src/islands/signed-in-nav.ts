import { hasAccess } from '#shared/accounts.ts';
import { mainNavItems, userMenuItems } from '#web/app/nav-items.ts';
import { loadStoredSession } from '#web/features/auth/lib/auth-storage.ts';
import type { NavItem } from '#web/features/navigation/lib/nav-item.ts';
import { bindDisclosure } from './disclosure';

/** react-router's NavLink rule, as the app's NavLink applies it: the same path, or one below it unless `end`. */
function isActive(item: NavItem, pathname: string): boolean {
  const here = pathname.toLowerCase();
  const target = item.to.toLowerCase();
  return here === target || (!item.end && target !== '/' && here.startsWith(`${target}/`));
}

function navLinkItem(item: NavItem): HTMLLIElement {
  const entry = document.createElement('li');
  const link = entry.appendChild(document.createElement('a'));
  link.href = item.to;
  link.className = 'nav-link site-nav__link';
  link.textContent = item.label;
  if (isActive(item, location.pathname)) {
    link.classList.add('active');
    link.setAttribute('aria-current', 'page');
  }
  return entry;
}

/** The signed-in user's menu, as features/navigation/components/user-menu.tsx renders it. */
function userMenuItem(label: string, panelId: string): HTMLLIElement {
  const entry = document.createElement('li');
  const menu = entry.appendChild(document.createElement('div'));
  menu.className = 'user-menu';
  const button = menu.appendChild(document.createElement('button'));
  button.type = 'button';
  button.className = 'nav-link site-nav__link user-menu__toggle';
  button.setAttribute('aria-controls', panelId);
  const hiddenText = button.appendChild(document.createElement('span'));
  hiddenText.className = 'visually-hidden';
  hiddenText.textContent = 'Account menu for ';
  button.append(label);
  const caret = button.appendChild(document.createElement('span'));
  caret.className = 'user-menu__caret';
  caret.setAttribute('aria-hidden', 'true');
  const list = menu.appendChild(document.createElement('ul'));
  list.id = panelId;
  list.className = 'user-menu__list';
  list.append(...userMenuItems.map(navLinkItem));
  bindDisclosure(button, {
    show: (open) => {
      list.hidden = !open;
    },
    container: menu,
  });
  return entry;
}

/**
 * The navbar's links for the visitor signed in in this browser (the session the app stored): the
 * links of their roles and their menu in place of Login and Register, as the app shows them.
 */
export function showSignedInNav(nav: HTMLElement): void {
  const user = loadStoredSession()?.session.user;
  const list = nav.querySelector('.site-nav__list');
  if (!user || !list) return;
  const items = mainNavItems({
    signedIn: true,
    isEditor: hasAccess(user.roles, 'editor'),
    isAdmin: hasAccess(user.roles, 'admin'),
  });
  list.replaceChildren(
    ...items.map(navLinkItem),
    userMenuItem(user.firstName || user.userName || user.email, `${nav.id}-user-menu`),
  );
}
