/**
 * What the site's search shares between the side that builds its index (the page renderer, from
 * the public pages it renders) and the side that queries it (the search island, in the browser).
 * Types and names only: the index format itself is the engine's (shared/search/).
 */

/** What a result is, as its label says. */
const SEARCH_KINDS = ['Document', 'Post', 'Project', 'Topic', 'Tag', 'Category'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One public page as the index knows it: only pages a visitor can read ever become one. */
export interface SearchRecord {
  /** The page's site path, `/tech-docs/aws/s3` or `/posts/hello`. */
  path: string;
  kind: SearchKind;
  title: string;
  /** Where the page sits, shown beside its title: a document's collection, a post's topic. */
  context: string;
  /** The page's text as a reader sees it (no markup): what words are matched in, and excerpts cut from. */
  text: string;
}

/** A piece of an excerpt: the words the query matched are `mark`ed. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/** One result of a query, best first. */
export interface SearchHit {
  path: string;
  kind: SearchKind;
  title: string;
  context: string;
  /** A short passage of the page's text around the first words the query matched. */
  excerpt: ExcerptPart[];
}

/** An index opened in the browser: every query of a page runs against this one version. */
export interface SearchIndex {
  version: string;
  search: (query: string, limit?: number) => Promise<SearchHit[]>;
}

/** Key prefix, in the site bucket, of the search index's objects (served as files by the edge). */
export const SEARCH_OBJECTS_PREFIX = '_search';
/** The small object naming the current index version and its files; the only one not kept for long. */
export const SEARCH_POINTER_PATH = `/${SEARCH_OBJECTS_PREFIX}/current.json`;
