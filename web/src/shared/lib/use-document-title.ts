import { usePageMeta } from './use-page-meta';

/**
 * Sets the browser tab title to the brand plus the page title while the page is shown, with the
 * site's description and the page's canonical link. A page with a description of its own, or one to
 * keep out of search results, calls usePageMeta instead.
 */
export function useDocumentTitle(pageTitle: string): void {
  usePageMeta({ title: pageTitle });
}
