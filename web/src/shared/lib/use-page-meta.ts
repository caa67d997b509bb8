import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyPageHead, clearPageHead, currentSiteOrigin, type PageMeta, pageHead } from './page-meta';

/**
 * Sets the tab title, meta description and canonical link (or robots noindex) while the page is
 * shown, and again when its path changes; a page that goes leaves the site's defaults behind, so
 * the next page never inherits its description or canonical link.
 */
export function usePageMeta({ title, description, noindex = false }: PageMeta): void {
  const { pathname } = useLocation();
  useEffect(() => {
    applyPageHead(pageHead({ title, description, noindex }, pathname, currentSiteOrigin()));
    return () => clearPageHead();
  }, [title, description, noindex, pathname]);
}
