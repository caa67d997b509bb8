import { randomUUID } from 'node:crypto';
import { createWriteTransaction, type Entity, type TransactWriteEntity } from 'electrodb';
import {
  CATEGORY_NOT_FOUND,
  isSlug,
  MAX_HIERARCHY_DEPTH,
  type NodeKind,
  SITEMAP_ITEM_NOT_FOUND,
  SLUG_EXISTS,
  TAG_NOT_FOUND,
  TOPIC_HAS_SUBTOPICS,
  TOPIC_NOT_FOUND,
} from '#shared/blog.ts';
import { ITEM_CHANGED_ELSEWHERE } from '#shared/constants.ts';
import { createdAudit, softDeleteChanges } from '../db/entities/audit-attributes';
import { BlogNode, type BlogNodeItem, ROOT_PARENT } from '../db/entities/blog-node';

export { type BlogNodeItem, ROOT_PARENT };

import { replaceGuardWrites, UniqueValue } from '../db/entities/unique-value';
import { type PageRequest, queryPage } from '../db/page';
import { runGuardedTransaction } from '../db/transactions';
import { ConflictingWriteError, InvalidInputError, ItemNotFoundError } from '../errors';
import { SavedByEarlierTry } from '../idempotency/create-id';
import { isItemId } from '../item-id';

/** What the API says about each kind of node. */
export const NODE_TEXT: Record<
  NodeKind,
  { notFound: string; hasChildren: string; parentNotFound: string; ownAncestor: string }
> = {
  topic: {
    notFound: TOPIC_NOT_FOUND,
    hasChildren: TOPIC_HAS_SUBTOPICS,
    parentNotFound: 'Parent topic not found',
    ownAncestor: 'A topic cannot be its own parent or ancestor',
  },
  tag: {
    notFound: TAG_NOT_FOUND,
    hasChildren: 'This tag has child tags and cannot be deleted. Please remove or reassign the child tags first.',
    parentNotFound: 'Parent tag not found',
    ownAncestor: 'A tag cannot be its own parent or ancestor',
  },
  category: {
    notFound: CATEGORY_NOT_FOUND,
    hasChildren:
      'This category has subcategories and cannot be deleted. Please remove or reassign the subcategories first.',
    parentNotFound: 'Parent category not found',
    ownAncestor: 'A category cannot be its own parent or ancestor',
  },
  sitemapItem: {
    notFound: SITEMAP_ITEM_NOT_FOUND,
    hasChildren:
      'This sitemap item has child items and cannot be deleted. Please remove or reassign the child items first.',
    parentNotFound: 'Parent sitemap item not found',
    ownAncestor: 'A sitemap item cannot be its own parent or ancestor',
  },
};

/** The fields a client sets; the server adds ids, audit fields, counts and the version. */
interface NodeFields {
  name: string;
  slug: string;
  description: string;
  parentId: string | null;
  url?: string;
  sortOrder?: number;
  changeFrequency?: string;
  priority?: number;
}

/** What a client sends for a node: on update, a field left out keeps its current value. */
export type NodeChanges = Pick<NodeFields, 'name'> & Partial<Omit<NodeFields, 'name'>>;

/** The complete fields of a node: the changes, then the current values, then the defaults. */
function completeFields(kind: NodeKind, changes: NodeChanges, current?: BlogNodeItem): NodeFields {
  const currentParent = current && current.parentId !== ROOT_PARENT ? current.parentId : null;
  const fields: NodeFields = {
    name: changes.name,
    slug: changes.slug || current?.slug || '',
    description: changes.description ?? current?.description ?? '',
    parentId: changes.parentId === undefined ? currentParent : changes.parentId,
  };
  if (kind !== 'sitemapItem') return fields;
  return {
    ...fields,
    url: changes.url,
    sortOrder: changes.sortOrder ?? current?.sortOrder ?? 0,
    changeFrequency: changes.changeFrequency ?? current?.changeFrequency ?? 'monthly',
    priority: changes.priority ?? current?.priority ?? 0.5,
  };
}

const slugGuard = (kind: NodeKind, slug: string) => ({ kind: 'slug' as const, value: `${kind}/${slug}` });

function sortKeyOf(kind: NodeKind, fields: Pick<NodeFields, 'name' | 'sortOrder'>): string {
  const name = fields.name.toLowerCase();
  return kind === 'sitemapItem' ? `${String(fields.sortOrder ?? 0).padStart(4, '0')}#${name}` : name;
}

/** Get a node by id; soft-deleted ones are not found. */
async function getNode(kind: NodeKind, nodeId: string | undefined): Promise<BlogNodeItem | undefined> {
  if (!isItemId(nodeId)) return undefined;
  const { data } = await BlogNode.get({ kind, nodeId }).go({ consistent: true });
  return data && data.lifecycle === 'active' ? data : undefined;
}

export async function requireNode(kind: NodeKind, nodeId: string | undefined): Promise<BlogNodeItem> {
  const node = await getNode(kind, nodeId);
  if (!node) throw new ItemNotFoundError(NODE_TEXT[kind].notFound);
  return node;
}

/** Get the nodes of one kind, ordered by name (sitemap items: by sort order, then title). */
export function listNodes(kind: NodeKind, { limit, cursor }: PageRequest) {
  return queryPage(cursor, () => BlogNode.query.byKind({ lifecycle: 'active', kind }).go({ limit, cursor }));
}

/** Get the children of a node (or the top level, with `ROOT_PARENT`), in list order. */
export function listChildren(kind: NodeKind, parentId: string, { limit, cursor }: PageRequest) {
  return queryPage(cursor, () =>
    BlogNode.query.byParent({ lifecycle: 'active', kind, parentId }).go({ limit, cursor }),
  );
}

/** Get a node by its slug. */
export async function findNodeBySlug(kind: NodeKind, slug: string | undefined): Promise<BlogNodeItem | undefined> {
  if (!slug || !isSlug(slug)) return undefined;
  const { data } = await BlogNode.query.bySlug({ lifecycle: 'active', kind, slug }).go({ limit: 1 });
  return data[0];
}

/**
 * Refuses a parent that does not exist, or that is the node itself or one of its descendants
 * (walking up from the new parent), and a tree deeper than MAX_HIERARCHY_DEPTH.
 */
async function checkParent(kind: NodeKind, nodeId: string, parentId: string | null): Promise<void> {
  let ancestorId = parentId;
  for (let depth = 1; ancestorId; depth++) {
    if (ancestorId === nodeId) throw new InvalidInputError(NODE_TEXT[kind].ownAncestor);
    if (depth >= MAX_HIERARCHY_DEPTH) {
      throw new InvalidInputError(`The hierarchy can be at most ${MAX_HIERARCHY_DEPTH} levels deep`);
    }
    const ancestor = await getNode(kind, ancestorId);
    if (!ancestor) {
      if (ancestorId === parentId) throw new InvalidInputError(NODE_TEXT[kind].parentNotFound);
      return;
    }
    ancestorId = ancestor.parentId === ROOT_PARENT ? null : ancestor.parentId;
  }
}

const transactionEntities = { blogNode: BlogNode, uniqueValue: UniqueValue };

/** `BlogNode` as a write transaction's callback receives it. */
type BlogNodeInTransaction =
  typeof BlogNode extends Entity<infer A, infer F, infer C, infer S> ? TransactWriteEntity<A, F, C, S> : never;

/**
 * The writes that keep child counts right when a node leaves parent `from` and joins parent `to`
 * (`ROOT_PARENT` or null: the top level, which keeps no count). The new parent must still be
 * active, else the transaction fails with its `parentNotFound`.
 */
function childCountWrites(
  blogNode: BlogNodeInTransaction,
  kind: NodeKind,
  { from, to }: { from?: string; to?: string | null },
) {
  return [
    ...(from && from !== ROOT_PARENT
      ? [{ write: blogNode.patch({ kind, nodeId: from }).add({ childCount: -1 }).commit() }]
      : []),
    ...(to && to !== ROOT_PARENT
      ? [
          {
            write: blogNode
              .patch({ kind, nodeId: to })
              .add({ childCount: 1 })
              .where(({ lifecycle }, { eq }) => eq(lifecycle, 'active'))
              .commit(),
            failure: new InvalidInputError(NODE_TEXT[kind].parentNotFound),
          },
        ]
      : []),
  ];
}

/**
 * Creates a node, its slug's guard item and the parent's child count in one transaction: of many
 * concurrent creates with one slug exactly one succeeds, the others get `Slug exists`. With
 * `createId` (the same for every retry of one create: lib/idempotency/create-id.ts) the node gets
 * that id, and a retry whose earlier try was saved, though its answer was lost, gets the saved node
 * back instead of `Slug exists` against itself; another create of the slug still meets it.
 */
export async function createNode(
  kind: NodeKind,
  changes: NodeChanges & { slug: string },
  actorId: string,
  createId?: string,
): Promise<BlogNodeItem> {
  const fields = completeFields(kind, changes);
  const nodeId = createId ?? randomUUID();
  await checkParent(kind, nodeId, fields.parentId);
  const now = new Date().toISOString();
  const item: BlogNodeItem = {
    ...fields,
    kind,
    nodeId,
    lifecycle: 'active',
    parentId: fields.parentId ?? ROOT_PARENT,
    sortKey: sortKeyOf(kind, fields),
    childCount: 0,
    ...createdAudit(actorId, now),
  };
  try {
    await runGuardedTransaction((collect) =>
      createWriteTransaction(transactionEntities, ({ blogNode, uniqueValue }) =>
        collect([
          // The node itself first: when its id is taken, an earlier try of this create was saved,
          // and the slug guard that fails with it is that node's, not a conflict.
          { write: blogNode.create(item).commit(), failure: new SavedByEarlierTry() },
          {
            write: uniqueValue.create({ ...slugGuard(kind, fields.slug), ownerId: nodeId }).commit(),
            failure: new InvalidInputError(SLUG_EXISTS),
          },
          ...childCountWrites(blogNode, kind, { to: fields.parentId }),
        ]),
      ).go(),
    );
    return item;
  } catch (error) {
    if (!(error instanceof SavedByEarlierTry)) throw error;
    const { data: saved } = await BlogNode.get({ kind, nodeId }).go({ consistent: true });
    if (!saved) throw error;
    return saved;
  }
}

/** Update a node by id (see updateNodeAsRead). */
export async function updateNode(
  kind: NodeKind,
  nodeId: string | undefined,
  changes: NodeChanges,
  actorId: string,
  expectedVersion?: number,
): Promise<BlogNodeItem> {
  return updateNodeAsRead(await requireNode(kind, nodeId), changes, actorId, expectedVersion);
}

/**
 * Updates a node read at `current`: the new slug's guard replaces the old one, a move updates both
 * parents' child counts, and the write is refused (409) if the node changed since it was read.
 */
export async function updateNodeAsRead(
  current: BlogNodeItem,
  sent: NodeChanges,
  actorId: string,
  expectedVersion = current.version,
): Promise<BlogNodeItem> {
  const { kind, nodeId } = current;
  const fields = completeFields(kind, sent, current);
  const changedElsewhere = new ConflictingWriteError(ITEM_CHANGED_ELSEWHERE);
  if (expectedVersion !== current.version) throw changedElsewhere;
  const parentId = fields.parentId ?? ROOT_PARENT;
  const moved = parentId !== current.parentId;
  if (moved) await checkParent(kind, nodeId, fields.parentId);
  const slugChanged = fields.slug !== current.slug;
  const changes = {
    ...fields,
    lifecycle: 'active' as const,
    parentId,
    sortKey: sortKeyOf(kind, fields),
    updatedAt: new Date().toISOString(),
    updatedBy: actorId,
    version: current.version + 1,
  };
  await runGuardedTransaction((collect) =>
    createWriteTransaction(transactionEntities, ({ blogNode, uniqueValue }) =>
      collect([
        ...(slugChanged
          ? replaceGuardWrites(
              uniqueValue,
              nodeId,
              { from: slugGuard(kind, current.slug), to: slugGuard(kind, fields.slug) },
              new InvalidInputError(SLUG_EXISTS),
            )
          : []),
        {
          write: blogNode
            .patch({ kind, nodeId })
            .set(changes)
            .where(({ lifecycle, version }, { eq }) => `${eq(lifecycle, 'active')} AND ${eq(version, current.version)}`)
            .commit(),
          failure: changedElsewhere,
        },
        ...(moved ? childCountWrites(blogNode, kind, { from: current.parentId, to: fields.parentId }) : []),
      ]),
    ).go(),
  );
  return { ...current, ...changes };
}

/**
 * Soft-deletes a node that has no children (checked by the write's condition, so a child added
 * meanwhile makes it fail too), frees its slug and lowers the parent's child count.
 */
export async function softDeleteNode(kind: NodeKind, nodeId: string | undefined, actorId: string): Promise<void> {
  await softDeleteNodeAsRead(await requireNode(kind, nodeId), actorId);
}

/** Soft-deletes a node read at `current`; one with children is refused. */
export async function softDeleteNodeAsRead(current: BlogNodeItem, actorId: string): Promise<void> {
  const { kind, nodeId } = current;
  if ((current.childCount ?? 0) > 0) throw new InvalidInputError(NODE_TEXT[kind].hasChildren);
  const now = new Date().toISOString();
  await runGuardedTransaction((collect) =>
    createWriteTransaction(transactionEntities, ({ blogNode, uniqueValue }) =>
      collect([
        {
          write: blogNode
            .patch({ kind, nodeId })
            .set({
              ...softDeleteChanges(current, actorId, now),
              slug: current.slug,
              parentId: current.parentId,
              sortKey: current.sortKey,
            })
            .where(({ lifecycle, childCount }, { eq }) => `${eq(lifecycle, 'active')} AND ${eq(childCount, 0)}`)
            .commit(),
          failure: new InvalidInputError(NODE_TEXT[kind].hasChildren),
        },
        { write: uniqueValue.delete(slugGuard(kind, current.slug)).commit() },
        ...childCountWrites(blogNode, kind, { from: current.parentId }),
      ]),
    ).go(),
  );
}
