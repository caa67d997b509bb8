import { useEffect } from 'react';
import { formatDocumentTitle } from './site';

/** Sets the browser tab title to the brand plus the page title while the page is shown. */
export function useDocumentTitle(pageTitle: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
}
