/**
 * The public pages measured by `npm run bench:web`. A page that is not rendered shows the
 * not-found page and is measured as such (and misses the SEO budget, since that page is noindex).
 * `find` names a page whose path is known only once the local stack runs (web-quality/site.ts).
 */
export const QUALITY_PAGES: readonly QualityPage[] = [
  { name: 'home', path: '/', issueTargets: true },
  { name: 'about', path: '/about' },
  { name: 'posts', path: '/posts' },
  { name: 'post', find: 'first-published-post', issueTargets: true },
  { name: 'tech-docs document', path: '/tech-docs/aws/cloudfront/origin-access-control', issueTargets: true },
  { name: 'project', find: 'new-public-project', issueTargets: true },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  // Deliberately absent: noindex by design, so the SEO budget does not apply to it.
  { name: 'not found', path: '/no-such-page', noindex: true },
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
  /** One of the four pages held to the rendered-page targets (ISSUE_TARGETS). */
  issueTargets?: boolean;
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
 * The rendered-page targets for home, a post, a document and a project, on Lighthouse's mobile defaults:
 * LCP ≤ 1.2 s, performance 100, and accessibility, best practices and SEO staying 100. These pages
 * are held to them instead of BUDGETS.minScore.
 */
export const ISSUE_TARGETS = {
  maxLcpMs: 1200,
  minScore: 100,
} as const;
