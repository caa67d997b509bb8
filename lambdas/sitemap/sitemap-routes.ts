import { SITEMAP_ITEM_NOT_FOUND } from '#shared/blog.ts';
import { sitemapItemSchema } from '#shared/validation/blog.ts';
import {
  type BlogNodeItem,
  createNode,
  findNodeBySlug,
  listChildren,
  listNodes,
  type NodeFields,
  nodeOr404,
  ROOT_PARENT,
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

/** A PUT may leave out what it does not change: the current value stays. */
function fieldsOf(
  { body, pathParameters }: ApiRequest,
  current?: BlogNodeItem,
): { fields: NodeFields; version?: number } {
  const input = validate(sitemapItemSchema, body);
  checkBodyId(input.id, pathParameters.id);
  const currentParent = current && current.parentId !== ROOT_PARENT ? current.parentId : null;
  return {
    fields: {
      name: input.title,
      slug: input.slug || (current ? current.slug : derivedSlug(input.title)),
      url: input.url,
      description: input.description ?? current?.description ?? '',
      parentId: input.parentId === undefined ? currentParent : input.parentId,
      sortOrder: input.sortOrder ?? current?.sortOrder ?? 0,
      changeFrequency: input.changeFrequency ?? current?.changeFrequency ?? 'monthly',
      priority: input.priority ?? current?.priority ?? 0.5,
    },
    version: input.version,
  };
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
  ok(toSitemapItem(await nodeOr404(KIND, pathParameters.id)));

export const getSitemapItemBySlug: RouteHandler = async ({ pathParameters }) => {
  const node = await findNodeBySlug(KIND, pathParameters.slug);
  if (!node) throw new NotFoundError(SITEMAP_ITEM_NOT_FOUND);
  return ok(toSitemapItem(node));
};

export const listSitemapItemChildren: RouteHandler = async ({ pathParameters, query }) => {
  const parent = await nodeOr404(KIND, pathParameters.id);
  const result = await listChildren(KIND, parent.nodeId, pageOptions(query));
  return page(result.items, result.cursor);
};

export const createSitemapItem: RouteHandler = async (request) =>
  created(toSitemapItem(await createNode(KIND, fieldsOf(request).fields, actorOf(request))));

export const updateSitemapItem: RouteHandler = async (request) => {
  const current = await nodeOr404(KIND, request.pathParameters.id);
  const { fields, version } = fieldsOf(request, current);
  return ok(toSitemapItem(await updateNode(current, fields, actorOf(request), version)));
};

export const deleteSitemapItem: RouteHandler = async (request) => {
  await softDeleteNode(await nodeOr404(KIND, request.pathParameters.id), actorOf(request));
  return noContent();
};
