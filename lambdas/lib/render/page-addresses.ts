import { SITE_FEEDS } from '#shared/feeds.ts';
import { isRenderedPagePath, normalizePagePath } from '#shared/rendered-pages.ts';
import { SITE_PATHS } from '#shared/site-paths.ts';
import { publicPageEntries } from './all-pages';

/**
 * The SPA's screens without a parameter (`/login`, `/contact`, `/projects/add`): the edge answers
 * each with the SPA's shell, 200. A screen with one (`/users/edit/:id`) answers the shell for any
 * value, but what it shows depends on an item no address check can vouch for: not counted. And
 * the feeds (`/sitemap.xml`, `/rss.xml`), which the edge sends to their routes.
 */
const SCREEN_PATHS: ReadonlySet<string> = new Set([
  ...Object.values(SITE_PATHS).filter((path) => !path.includes(':')),
  ...SITE_FEEDS.map((feed) => feed.sitePath),
]);

/**
 * The path an address names on this site, in one spelling (`/posts/hello/?x#y` → `/posts/hello`):
 * a path, or an absolute address on `siteUrl`. Undefined for an address of another site (or any
 * absolute one when the site's own address is not known).
 */
export function sitePathOf(url: string, siteUrl: string | undefined): string | undefined {
  let path: string;
  if (url.startsWith('/') && !url.startsWith('//')) path = url;
  else if (siteUrl && (url === siteUrl || url.startsWith(`${siteUrl}/`) || url.startsWith(`${siteUrl}?`)))
    path = url.slice(siteUrl.length) || '/';
  else return undefined;
  return normalizePagePath(path.split(/[?#]/)[0] ?? '/');
}

/**
 * Whether a page answers 200 at a path of this site (docs/pages.md, "Which addresses have a
 * page"): a path the edge maps to a rendered page only when that page is among `renderedPaths`
 * (publicPageEntries: the fixed pages, published posts, public projects, topics, tags and every
 * page of the collections); any other path only when it is a screen of the SPA without a parameter
 * or a feed.
 */
export function pageAnswersAt(path: string, renderedPaths: ReadonlySet<string>): boolean {
  return isRenderedPagePath(path) ? renderedPaths.has(path) : SCREEN_PATHS.has(path);
}

/**
 * For each address, whether a page answers there (pageAnswersAt), or null for an address of another
 * site, which is not checked. The public pages are listed (publicPageEntries: DynamoDB queries and
 * the collections' index objects, no request to the site itself) only when an address needs them.
 */
export async function pagesAnswering(
  urls: readonly string[],
  siteUrl: string | undefined,
): Promise<Array<boolean | null>> {
  const paths = urls.map((url) => sitePathOf(url, siteUrl));
  const rendered = paths.some((path) => path !== undefined && isRenderedPagePath(path))
    ? new Set((await publicPageEntries()).map((entry) => entry.path))
    : new Set<string>();
  return paths.map((path) => (path === undefined ? null : pageAnswersAt(path, rendered)));
}
