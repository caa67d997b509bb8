/**
 * Social card images: the 1200×630 PNG a public page names as its `og:image`, with the page's
 * title, the site name and what kind of page it is. What a card says and where it is kept are here,
 * pure, for both sides; the drawing runs on the server only (lambdas/lib/render/social-card/).
 */

import { decodedSegment } from '../site.ts';

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export type SocialCardKind = 'post' | 'project' | 'document' | 'site';

export interface SocialCard {
  title: string;
  kind: SocialCardKind;
  siteName: string;
  /** A short line under the title: a date, a collection. */
  subtitle?: string;
}

/** Where the page at `pathname` keeps its card in the content bucket. */
const SOCIAL_CARD_PREFIX = '_pages/cards/';
/** The one site-wide card: the home page's, and the fallback of every page without its own. */
export const SITE_CARD_KEY = `${SOCIAL_CARD_PREFIX}site.png`;

/**
 * The object key of a page's card: `/` → `_pages/cards/site.png`, `/posts/hello` →
 * `_pages/cards/posts/hello.png`. A query or fragment, empty segments, trailing slashes and `.` or
 * `..` segments are dropped, so a key never leaves the prefix. Letters, digits, `-`, `.` and `~` are
 * kept as they are (a site slug maps to itself); any other character, after percent-decoding, is
 * written as `_XX` per UTF-8 byte (`_` itself as `_5F`, and a `.` right after a `.` as `_2E`), so
 * distinct paths get distinct keys, a key needs no escaping in a URL and never contains `..`.
 */
export function socialCardKey(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path
    .split('/')
    .map(decodedSegment)
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeKeySegment);
  return segments.length === 0 ? SITE_CARD_KEY : `${SOCIAL_CARD_PREFIX}${segments.join('/')}.png`;
}

const KEY_SAFE = /^[A-Za-z0-9.~-]$/;

function encodeKeySegment(segment: string): string {
  let out = '';
  for (const char of segment) {
    const kept = KEY_SAFE.test(char) && !(char === '.' && out.endsWith('.'));
    out += kept ? char : hexBytes(char);
  }
  return out;
}

const hexBytes = (char: string) =>
  Array.from(new TextEncoder().encode(char), (byte) => `_${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
