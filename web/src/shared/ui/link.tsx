import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { matchPath, type To, useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** History state for the page navigated to (`useLocation().state`). */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that navigates inside the SPA: react-router's own `useHref` and `useLinkClickHandler`
 * (a plain click navigates; a modified or middle click, or another `target`, is the browser's).
 * The site's links use this rather than react-router's `<Link>`, whose prefetching of route
 * modules and data serves only its framework mode and was about 2 KB gzip of every page's first
 * load (docs/decisions.md).
 */
export function Link({ to, replace, state, target, onClick, ref, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...anchor} ref={ref} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean;
  /**
   * Route patterns (`/posts/edit/:id`) of screens that belong to the link's page though they live
   * elsewhere: on them the link is marked too, as the current item (`aria-current="true"`), not the page.
   */
  activeFor?: readonly string[];
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/**
 * A link that knows whether it leads to the page shown (react-router's `<NavLink>` rules: the
 * same path, or a path below it unless `end`, letter case ignored): then it carries the `active`
 * class and `aria-current="page"`.
 */
export function NavLink({ end = false, activeFor = [], className, ...link }: NavLinkProps) {
  const location = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(link.to).pathname.toLowerCase();
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isPage = location === target || (!end && location.startsWith(target) && location.charAt(slashAt) === '/');
  const isActive = isPage || activeFor.some((pattern) => matchPath(pattern, location) !== null);
  const classes =
    typeof className === 'function'
      ? className({ isActive })
      : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <Link {...link} className={classes} aria-current={isPage ? 'page' : isActive ? 'true' : undefined} />;
}
