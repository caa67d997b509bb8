/**
 * The public pages measured by `npm run bench:web`. A page that is not rendered shows the
 * not-found page and is measured as such (and misses the SEO budget, since that page is noindex).
 * `find` names a page whose path is known only once the local stack runs (web-quality/site.ts).
 */
export const QUALITY_PAGES: readonly QualityPage[] = [
  { name: 'home', path: '/', targets: 'page' },
  { name: 'about', path: '/about' },
  { name: 'posts', path: '/posts' },
  { name: 'post', find: 'first-published-post', targets: 'page' },
  { name: 'tech-docs document', path: '/tech-docs/aws/cloudfront/origin-access-control', targets: 'document' },
  {
    name: 'electrodb document',
    path: '/tech-docs/aws/dynamodb/single-table-design-with-electrodb',
    targets: 'document',
  },
  {
    name: 'linq document',
    path: '/tech-docs/csharp/collections/linq/filtering/where-and-method-syntax',
    targets: 'document',
  },
  { name: 'project', find: 'new-public-project', targets: 'page' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  // Not the not-found page: it answers 404 at the address asked for, and Lighthouse audits no page
  // answered with an error status. Its axe checks, in both themes, are in
  // test/browser/public-pages.test.ts.
];

export interface QualityPage {
  name: string;
  /** A fixed path; else `find` says how the page is found. */
  path?: string;
  /**
   * `first-published-post`: the newest published post of the seeded blog;
   * `new-public-project`: a public project created through the API as the demo admin, measured once
   * its page is rendered from the table's stream.
   */
  find?: 'first-published-post' | 'new-public-project';
  /** The page asks search engines not to index it, so its SEO score is not held to the budget. */
  noindex?: boolean;
  /** A page held to the rendered-page targets (ISSUE_TARGETS), as a document or as another page. */
  targets?: 'document' | 'page';
}

/** A page with its path known. */
export interface MeasuredPage extends QualityPage {
  path: string;
}

export const BUDGETS = {
  /** Lighthouse performance, accessibility, best-practices and SEO, each out of 100. */
  minScore: 95,
  /** First-load JS of a public page, gzip. */
  maxFirstLoadKb: 100,
  /** axe violations of impact serious or critical, per theme. */
  maxSeriousAxe: 0,
} as const;

/**
 * The rendered-page targets for three documents, home, a post and a project, on Lighthouse's mobile
 * defaults (the median of `--runs=3`): every category 100, LCP ≤ 0.9 s, and no more bytes than Astro
 * Starlight's pages of the same documents (56–60 KB, of which 29.9 KB JavaScript), so at most 58 KB
 * over the wire for a document and 60 KB for the others, at most 30 KB of it scripts. These pages
 * are held to them instead of BUDGETS.minScore.
 */
export const ISSUE_TARGETS = {
  maxLcpMs: 900,
  minScore: 100,
  maxTransferKb: { document: 58, page: 60 },
  maxScriptKb: 30,
} as const;
