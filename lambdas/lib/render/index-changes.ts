import type { CollectionIndex, DocumentNode } from '#shared/content.ts';
import { documentsInOrder, treeSize, WHOLE_TREE_LIMIT } from '#shared/document-tree.ts';

/**
 * Which pages of a collection show what one write of its index changed, so that a change renders
 * those and not the whole collection (a large one has thousands of pages). What each page shows of
 * the index (web/src/features/docs):
 * - the sidebar tree (shared/document-tree.ts): every node's label, link and kind, in order; the
 *   whole tree up to WHOLE_TREE_LIMIT nodes, else the top level and the contents of the folders on
 *   the way to the page, so a node is on the page of its parent folder and every page below it;
 * - the breadcrumbs (the labels above the page: in the tree already);
 * - a folder's table (its children's titles, descriptions and dates) and a document's header (its own);
 * - previous and next (the neighbours in the tree's order, by label).
 */

interface Placed {
  node: DocumentNode;
  /** The folder the node is in; none at the top level. */
  parent: DocumentNode | undefined;
  position: number;
}

function placesOf(nodes: readonly DocumentNode[]): Map<string, Placed> {
  const places = new Map<string, Placed>();
  const visit = (level: readonly DocumentNode[], parent: DocumentNode | undefined) =>
    level.forEach((node, position) => {
      places.set(node.id, { node, parent, position });
      visit(node.children ?? [], node);
    });
  visit(nodes, undefined);
  return places;
}

/** What a tree shows of a node: its label, its link, its kind and its place. */
const treeFace = ({ node, parent, position }: Placed) =>
  JSON.stringify([node.label, node.to, node.type, parent?.id, position]);

/** What its folder's table and its own page show of a node besides. */
const ownFace = ({ node }: Placed) =>
  JSON.stringify([node.title, node.description, node.createdAt, node.updatedAt, node.gitHash ?? null]);

/** A node's page and the pages of everything below it. */
const pagesBelow = (node: DocumentNode): string[] => [node.to, ...(node.children ?? []).flatMap(pagesBelow)];

/** Each document's previous and next, as its page links them. */
function neighbours(index: CollectionIndex): Map<string, string> {
  const documents = documentsInOrder(index.subMenu);
  const face = (node: DocumentNode | undefined) => (node ? [node.id, node.label, node.to] : null);
  return new Map(
    documents.map((document, at) => [document.id, JSON.stringify([face(documents[at - 1]), face(documents[at + 1])])]),
  );
}

/**
 * The pages to render after a collection's index went from `before` to `after` (`basePath` is the
 * collection's own page). Without both versions, every page of either.
 */
export function pagesOfIndexChange(
  basePath: string,
  before: CollectionIndex | undefined,
  after: CollectionIndex | undefined,
): string[] {
  const everyPage = () => [
    ...new Set([basePath, ...[before, after].flatMap((index) => index?.subMenu.flatMap(pagesBelow) ?? [])]),
  ];
  if (!before || !after) return everyPage();
  const whole = treeSize(before.subMenu) <= WHOLE_TREE_LIMIT || treeSize(after.subMenu) <= WHOLE_TREE_LIMIT;
  const was = placesOf(before.subMenu);
  const is = placesOf(after.subMenu);
  const pages = new Set<string>();
  if (before.title !== after.title || before.description !== after.description) pages.add(basePath);
  for (const id of new Set([...was.keys(), ...is.keys()])) {
    const old = was.get(id);
    const now = is.get(id);
    if (!old || !now || treeFace(old) !== treeFace(now)) {
      if (whole) return everyPage();
      for (const placed of [old, now]) {
        if (!placed) continue;
        if (!placed.parent) return everyPage();
        for (const page of pagesBelow(placed.parent)) pages.add(page);
      }
    } else if (ownFace(old) !== ownFace(now)) {
      pages.add(now.node.to);
      pages.add(now.parent?.to ?? basePath);
    }
  }
  const wasNext = neighbours(before);
  for (const [id, links] of neighbours(after)) {
    if (wasNext.get(id) !== links) pages.add(is.get(id)?.node.to ?? basePath);
  }
  return [...pages];
}
