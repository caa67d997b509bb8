import { readStorageItem, removeStorageItem, writeStorageItem } from '#web/shared/lib/browser-storage.ts';

/** sessionStorage key of a post this tab has counted a view of. */
export const VIEWED_POST_KEY_PREFIX = 'blog:viewed-post:';

/** The posts whose view this browser session has counted. */
export interface ViewedPosts {
  has(postId: string): boolean;
  add(postId: string): void;
  remove(postId: string): void;
}

/**
 * sessionStorage (a post's view counts once per browser session), with an in-memory copy
 * for when storage is blocked, so that one page load still counts a post once.
 */
export function createViewedPosts(): ViewedPosts {
  const inMemory = new Set<string>();
  const key = (postId: string) => `${VIEWED_POST_KEY_PREFIX}${postId}`;
  return {
    has: (postId) => inMemory.has(postId) || readStorageItem('sessionStorage', key(postId)) !== null,
    add: (postId) => {
      inMemory.add(postId);
      writeStorageItem('sessionStorage', key(postId), '1');
    },
    remove: (postId) => {
      inMemory.delete(postId);
      removeStorageItem('sessionStorage', key(postId));
    },
  };
}

/**
 * Sends one view of the post unless this session already counted it. The post is marked before the
 * request leaves, so a second call while the first is under way (React StrictMode runs effects
 * twice) sends nothing; a failed request unmarks it, so a later visit counts. Undefined when
 * nothing was sent.
 */
export async function recordViewOnce<Answer>(
  postId: string,
  send: (postId: string) => Promise<Answer>,
  viewed: ViewedPosts,
): Promise<Answer | undefined> {
  if (viewed.has(postId)) return undefined;
  viewed.add(postId);
  try {
    return await send(postId);
  } catch (error) {
    viewed.remove(postId);
    throw error;
  }
}

/** A post's view count as its page says it: `1 view`, `12 views`. */
export function viewCountText(viewCount: number): string {
  return `${viewCount} ${viewCount === 1 ? 'view' : 'views'}`;
}
