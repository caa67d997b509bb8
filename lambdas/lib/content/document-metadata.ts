/**
 * How a markdown document is stored, whoever writes it (a save, a restore, a create, a deploy's
 * copy or the local stack's upload). Reads no configuration, so the local stack uses it too.
 */
export const DOCUMENT_CONTENT_TYPE = 'text/markdown; charset=utf-8';
/** Edges and browsers revalidate a document after five minutes (there is no invalidation for content). */
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=300';
/** Object metadata naming the user who saved a version in the browser (absent on the repository's content). */
export const EDITED_BY_METADATA = 'edited-by';
