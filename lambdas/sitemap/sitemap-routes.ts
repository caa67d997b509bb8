import { SITEMAP_ITEM_NOT_FOUND } from '#shared/blog.ts';
import { sitemapItemSchema } from '#shared/validation/blog.ts';
import {
  type BlogNodeItem,
  createNode,
  findNodeBySlug,
  listChildren,
  listNodes,
  type NodeChanges,
  ROOT_PARENT,
  requireNode,
  softDeleteNode,
  updateNode,
} from '../lib/blog/nodes';
import { toSitemapItem } from '../lib/blog/views';
import type { ApiRequest, RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { pageOptions } from '../lib/http/pagination';
import { actorOf, checkBodyId, derivedSlug } from '../lib/http/request-fields';
import { created, noContent, ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

const KIND = 'sitemapItem';

/** The item a request sends; on update, a field left out keeps its current value. */
function changesOf({ body, pathParameters }: ApiRequest): { changes: NodeChanges; version?: number } {
  const { id, version, title, slug, ...input } = validate(sitemapItemSchema, body);
  checkBodyId(id, pathParameters.id);
  return { changes: { ...input, name: title, slug: slug || undefined }, version };
}

const page = (items: BlogNodeItem[], cursor: string | null) => ok({ items: items.map(toSitemapItem), cursor });

export const listSitemapItems: RouteHandler = async ({ query }) => {
  const result = await listNodes(KIND, pageOptions(query));
  return page(result.items, result.cursor);
};

/** `GET /api/sitemapitems/root`: the top-level items, in sort order. */
export const listRootSitemapItems: RouteHandler = async ({ query }) => {
  const result = await listChildren(KIND, ROOT_PARENT, pageOptions(query));
  return page(result.items, result.cursor);
};

export const getSitemapItem: RouteHandler = async ({ pathParameters }) =>
  ok(toSitemapItem(await requireNode(KIND, pathParameters.id)));

export const getSitemapItemBySlug: RouteHandler = async ({ pathParameters }) => {
  const node = await findNodeBySlug(KIND, pathParameters.slug);
  if (!node) throw new NotFoundError(SITEMAP_ITEM_NOT_FOUND);
  return ok(toSitemapItem(node));
};

export const listSitemapItemChildren: RouteHandler = async ({ pathParameters, query }) => {
  const parent = await requireNode(KIND, pathParameters.id);
  const result = await listChildren(KIND, parent.nodeId, pageOptions(query));
  return page(result.items, result.cursor);
};

export const createSitemapItem: RouteHandler = async (request) => {
  const { changes } = changesOf(request);
  const slug = changes.slug ?? derivedSlug(changes.name);
  return created(toSitemapItem(await createNode(KIND, { ...changes, slug }, actorOf(request), request.createId)));
};

export const updateSitemapItem: RouteHandler = async (request) => {
  const { changes, version } = changesOf(request);
  return ok(toSitemapItem(await updateNode(KIND, request.pathParameters.id, changes, actorOf(request), version)));
};

export const deleteSitemapItem: RouteHandler = async (request) => {
  await softDeleteNode(KIND, request.pathParameters.id, actorOf(request));
  return noContent();
};
