import type { TermKind } from '#shared/blog.ts';
import { type BlogNodeItem, type NodeChanges, requireNode, softDeleteNodeAsRead, updateNodeAsRead } from './nodes';
import { detachTermFromPosts, refreshTermInPosts } from './posts';
import { toTermRef } from './views';

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
