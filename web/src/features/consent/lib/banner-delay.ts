/**
 * The banner appears this long after the page, so it does not compete with the first paint. One
 * value for the app's banner and the public pages' island, framework-free so both can import it.
 */
export const BANNER_DELAY_MS = 1000;
