import { createWriteTransaction } from 'electrodb';
import type { TermKind, TermRef } from '#shared/blog.ts';
import { Post, type PostItem } from '../db/entities/post';
import { PostLink } from '../db/entities/post-link';
import { isConditionFailure } from '../db/transactions';
import { filterFieldsOf, linkKeys } from './post-writes';
import { getPost } from './posts';

class PostChangedMeanwhile extends Error {
  override readonly name = 'PostChangedMeanwhile';
}

/**
 * The copies a post keeps of its terms, with one term replaced (or removed, when `ref` is null),
 * and the filter ids that follow from them.
 */
function withTerm(post: PostItem, kind: TermKind, termId: string, ref: TermRef | null) {
  const swap = (list: TermRef[] | undefined) =>
    (list ?? []).flatMap((term) => (term.id !== termId ? [term] : ref ? [ref] : []));
  if (kind === 'topic') return { topic: ref ?? undefined };
  if (kind === 'tag') {
    const tags = swap(post.tags);
    return { tags, tagIds: filterFieldsOf({ ...post, tags }).tagIds };
  }
  const categories = swap(post.categories);
  return { categories, categoryIds: filterFieldsOf({ ...post, categories }).categoryIds };
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
          const conflict = error instanceof PostChangedMeanwhile || isConditionFailure(error);
          if (!conflict || attempt === 3) throw error;
        }
      }
    }
    cursor = page.cursor;
  } while (cursor);
}

/** After a rename: every post filed under the term shows its new name and slug. */
export async function refreshTermInPosts(kind: TermKind, ref: TermRef): Promise<void> {
  await forEachPostOf(kind, ref.id, async (post) => {
    await Post.patch({ postId: post.postId })
      .set(withTerm(post, kind, ref.id, ref))
      .where(({ version }, { eq }) => eq(version, post.version))
      .go();
  });
}

/** After a delete: the term leaves every post filed under it, with its links. */
export async function detachTermFromPosts(kind: TermKind, termId: string): Promise<void> {
  await forEachPostOf(kind, termId, async (post) => {
    const keys = linkKeys(post).filter((key) => key.kind === kind && key.termId === termId);
    const result = await createWriteTransaction({ post: Post, postLink: PostLink }, ({ post: posts, postLink }) => [
      (kind === 'topic'
        ? posts.patch({ postId: post.postId }).remove(['topic', 'topicId'])
        : posts.patch({ postId: post.postId }).set(withTerm(post, kind, termId, null))
      )
        .where(({ version }, { eq }) => eq(version, post.version))
        .commit(),
      ...keys.map((key) => postLink.delete(key).commit()),
    ]).go();
    if (result.canceled) throw new PostChangedMeanwhile();
  });
}
