/**
 * The public pages measured by `npm run bench:web`. A page that is not built yet shows the
 * not-found page and is measured as such (and misses the SEO budget, since that page is noindex).
 */
export const QUALITY_PAGES: readonly QualityPage[] = [
  { name: 'home', path: '/' },
  { name: 'about', path: '/about' },
  { name: 'posts', path: '/posts' },
  { name: 'tech-docs document', path: '/tech-docs/aws/cloudfront/origin-access-control' },
  { name: 'contact', path: '/contact' },
  { name: 'login', path: '/login' },
  // Deliberately absent: noindex by design, so the SEO budget does not apply to it.
  { name: 'not found', path: '/no-such-page', noindex: true },
];

export interface QualityPage {
  name: string;
  path: string;
  /** The page asks search engines not to index it, so its SEO score is not held to the budget. */
  noindex?: boolean;
}

export const BUDGETS = {
  /** Lighthouse performance, accessibility, best-practices and SEO, each out of 100. */
  minScore: 95,
  /** First-load JS of a public page, gzip. */
  maxFirstLoadKb: 100,
  /** axe violations of impact serious or critical, per theme. */
  maxSeriousAxe: 0,
} as const;
