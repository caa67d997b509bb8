import type { TermKind, TermRef } from '#shared/blog.ts';
import type { PostItem } from '../db/entities/post';
import { PostLink } from '../db/entities/post-link';
import { ConflictingWriteError } from '../errors';
import { writePost } from './post-writes';
import { getPost } from './posts';

/** The copies a post keeps of its terms, with one term replaced (or removed, when `ref` is null). */
function withTerm(post: PostItem, kind: TermKind, termId: string, ref: TermRef | null): Partial<PostItem> {
  const swap = (list: TermRef[] | undefined) =>
    (list ?? []).flatMap((term) => (term.id !== termId ? [term] : ref ? [ref] : []));
  if (kind === 'topic') return { topic: ref ?? undefined };
  if (kind === 'tag') return { tags: swap(post.tags) };
  return { categories: swap(post.categories) };
}

/**
 * Rewrites one post with a term replaced or removed, through the post's own write (writePost): its
 * filter fields and every link's follow, and the version moves on, so a PUT or the publisher
 * holding the post as read before cannot write the old copy back. The author's last change
 * (updatedAt, updatedBy) is kept: a term's rename is not an edit of the post.
 */
async function rewriteTerm(post: PostItem, kind: TermKind, termId: string, ref: TermRef | null): Promise<void> {
  await writePost({ ...post, ...withTerm(post, kind, termId, ref), version: post.version + 1 }, post);
}

/**
 * Calls `change` for every post filed under a term (every status), reading each post again when
 * a concurrent edit made the conditional write fail. Terms have few posts on a personal site;
 * the work is bounded by them.
 */
async function forEachPostOf(kind: TermKind, termId: string, change: (post: PostItem) => Promise<void>): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: { data: Array<{ postId: string }>; cursor: string | null } = await PostLink.query
      .byTerm({ kind, termId })
      .go({ limit: 100, cursor });
    for (const { postId } of page.data) {
      for (let attempt = 1; ; attempt++) {
        const post = await getPost(postId);
        if (!post) break;
        try {
          await change(post);
          break;
        } catch (error) {
          // The post changed between the read and the conditional write: read it again.
          if (!(error instanceof ConflictingWriteError) || attempt === 3) throw error;
        }
      }
    }
    cursor = page.cursor;
  } while (cursor);
}

/** After a rename: every post filed under the term shows its new name and slug. */
export async function refreshTermInPosts(kind: TermKind, ref: TermRef): Promise<void> {
  await forEachPostOf(kind, ref.id, (post) => rewriteTerm(post, kind, ref.id, ref));
}

/** After a delete: the term leaves every post filed under it, with its links. */
export async function detachTermFromPosts(kind: TermKind, termId: string): Promise<void> {
  await forEachPostOf(kind, termId, (post) => rewriteTerm(post, kind, termId, null));
}
