/** The brand shown in the header, in front of every document title and on the social cards. */
export const SITE_NAME = 'Portfolio';

/** A segment percent-decoded; one that does not decode (a stray `%`) is kept as it is. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A page's address as a URL (sitemap, RSS): each segment percent-encoded once, whether the path
 * came raw (`/posts/مقالة`, as the renderer and the items name it) or encoded already (a browser's).
 * `https://example.com`, `/posts/مقالة` → `https://example.com/posts/%D9%85%D9%82%D8%A7%D9%84%D8%A9`.
 */
export function sitePathUrl(siteOrigin: string, pathname: string): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const path = segments.map((segment) => encodeURIComponent(decodedSegment(segment))).join('/');
  return `${siteOrigin.replace(/\/+$/, '')}/${path}`;
}
