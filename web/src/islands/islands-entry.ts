/**
 * The meta element of the SPA's built shell that names the islands' script
 * (web/vite.islands.config.ts writes it, web/src/ssr/page-document.ts reads it).
 */
export const ISLANDS_ENTRY_META = 'islands-entry';
