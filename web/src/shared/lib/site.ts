/** The brand shown in the header and in front of every document title. */
export const SITE_NAME = 'Portfolio';

const TITLE_SEPARATOR = ' · ';

/** `Portfolio · Home`; the brand alone when the page has no title. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${SITE_NAME}${TITLE_SEPARATOR}${pageTitle}` : SITE_NAME;
}
