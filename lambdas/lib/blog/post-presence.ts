import type { PostEditorPresence } from '#shared/blog.ts';
import { PostPresence } from '../db/entities/post-presence';
import { isItemId } from '../item-id';
import { nameOf } from './post-revisions';
import { requirePost } from './posts';

/** How long a presence lasts after the editor page's last refresh (it refreshes every 20 seconds). */
const PRESENCE_SECONDS = 60;

/**
 * Records that the caller has the post open in the editor, until PRESENCE_SECONDS from now, and
 * answers the other editors who have it open, the earliest first. An expired item is skipped, as
 * DynamoDB's TTL removes it only eventually; the caller's own `since` is kept while it is alive.
 */
export async function markPresent(postId: string | undefined, userId: string): Promise<PostEditorPresence[]> {
  const post = await requirePost(postId);
  const now = Date.now();
  const nowSeconds = Math.floor(now / 1000);
  const { data } = await PostPresence.query.byPost({ postId: post.postId }).go({ pages: 'all', consistent: true });
  const live = data.filter((item) => item.expiresAt > nowSeconds);
  const mine = live.find((item) => item.userId === userId);
  await PostPresence.put({
    postId: post.postId,
    userId,
    name: mine?.name ?? (await nameOf(userId)),
    since: mine?.since ?? new Date(now).toISOString(),
    expiresAt: nowSeconds + PRESENCE_SECONDS,
  }).go();
  return live
    .filter((item) => item.userId !== userId)
    .sort((a, b) => a.since.localeCompare(b.since))
    .map(({ userId: id, name, since }) => ({ userId: id, name, since }));
}

/** The caller closed the editor of the post. */
export async function leavePost(postId: string | undefined, userId: string): Promise<void> {
  if (!isItemId(postId)) return;
  await PostPresence.delete({ postId, userId }).go();
}
