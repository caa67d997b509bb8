import type { Term, TermKind, Topic } from '#shared/blog.ts';
import { countQuery } from '../db/count';
import { PostLink } from '../db/entities/post-link';
import { type BlogNodeItem, type NodeChanges, requireNode, softDeleteNodeAsRead, updateNodeAsRead } from './nodes';
import { detachTermFromPosts, refreshTermInPosts } from './post-terms';
import { termViewOf, toTermRef } from './views';

/** Update a topic, tag or category; after a rename every post filed under it shows the new name and slug. */
export async function updateTerm(
  kind: TermKind,
  termId: string | undefined,
  changes: NodeChanges,
  actorId: string,
  expectedVersion?: number,
): Promise<BlogNodeItem> {
  const current = await requireNode(kind, termId);
  const next = await updateNodeAsRead(current, changes, actorId, expectedVersion);
  if (next.name !== current.name || next.slug !== current.slug) await refreshTermInPosts(kind, toTermRef(next));
  return next;
}

/** Soft-delete a topic, tag or category (one with children is refused); it leaves every post filed under it. */
export async function deleteTerm(kind: TermKind, termId: string | undefined, actorId: string): Promise<void> {
  const current = await requireNode(kind, termId);
  await softDeleteNodeAsRead(current, actorId);
  await detachTermFromPosts(kind, current.nodeId);
}

/** Count queries at most at once, so a page of 100 terms does not burst 100 requests at the table. */
const COUNT_CONCURRENCY = 10;

/** Which posts `postCount` counts: editors see every status, everyone else published posts only. */
export type CountedPosts = 'every status' | 'published';

/**
 * The number of posts filed under each term: a `Select: COUNT` Query of the term's post links,
 * which only exist for live posts (docs/data-model.md, "Post counts"); for `published`, only the
 * links of that status (the start of their sort key), so a draft's existence is not told.
 */
async function postCountsOf(kind: TermKind, termIds: readonly string[], counted: CountedPosts): Promise<number[]> {
  const counts = new Array<number>(termIds.length).fill(0);
  let next = 0;
  const worker = async () => {
    while (next < termIds.length) {
      const index = next++;
      const termId = termIds[index] as string;
      const links =
        counted === 'published'
          ? PostLink.query.byTerm({ kind, termId, status: 'published' })
          : PostLink.query.byTerm({ kind, termId });
      counts[index] = (await countQuery(links.params())).matched;
    }
  };
  await Promise.all(Array.from({ length: Math.min(COUNT_CONCURRENCY, termIds.length) }, worker));
  return counts;
}

/** Topics, tags or categories as the API answers them, each with its `postCount` of the posts `counted`. */
export async function termAnswers(
  kind: TermKind,
  nodes: readonly BlogNodeItem[],
  counted: CountedPosts,
): Promise<Array<Term | Topic>> {
  const view = termViewOf(kind);
  const counts = await postCountsOf(
    kind,
    nodes.map((node) => node.nodeId),
    counted,
  );
  return nodes.map((node, index) => view(node, counts[index] ?? 0));
}

/** One topic, tag or category as the API answers it, with its `postCount` of the posts `counted`. */
export async function termAnswer(kind: TermKind, node: BlogNodeItem, counted: CountedPosts): Promise<Term | Topic> {
  return (await termAnswers(kind, [node], counted))[0] as Term | Topic;
}
