import { mutate } from 'swr';
import { apiPath } from '#web/shared/api/api-routes.ts';

/** The API paths whose cached reads a blog write can change: a renamed or deleted term reaches its posts too. */
const BLOG_PATHS = ['GET /topics', 'GET /tags', 'GET /categories', 'GET /posts', 'GET /sitemapitems'] as const;

function isBlogKey(key: unknown): boolean {
  const path = Array.isArray(key) ? key[0] : key;
  return typeof path === 'string' && BLOG_PATHS.some((route) => path.startsWith(apiPath(route)));
}

/**
 * Marks every cached blog read stale after a write, so each list and item is read again when shown.
 * `except`: the read of an item just deleted, which would only answer 404 (its page is still shown
 * while it is left).
 */
export function refreshBlogCache(except?: string): Promise<unknown> {
  return mutate((key) => isBlogKey(key) && key !== except);
}
