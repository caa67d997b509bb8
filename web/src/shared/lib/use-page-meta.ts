import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { PageMeta } from '#shared/render/render-contract.ts';
import { applyPageHead, clearPageHead, currentSiteOrigin, pageHead, recordRenderedPageMeta } from './page-meta';

/**
 * Sets the tab title, meta description and canonical link (or robots noindex) while the page is
 * shown, and again when its path changes; a page that goes leaves the site's defaults behind, so
 * the next page never inherits its description or canonical link.
 */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, noindex = false } = meta;
  const { pathname } = useLocation();
  // The page renderer runs no effects: it takes what the page says from here (web/src/ssr/).
  if (typeof window === 'undefined') recordRenderedPageMeta(meta, pathname);
  useEffect(() => {
    applyPageHead(pageHead({ title, description, noindex }, pathname, currentSiteOrigin()));
    return () => clearPageHead();
  }, [title, description, noindex, pathname]);
}
