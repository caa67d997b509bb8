import type { TermKind } from '#shared/blog.ts';
import { tagSchema, topicSchema } from '#shared/validation/blog.ts';
import {
  createNode,
  findNodeBySlug,
  listChildren,
  listNodes,
  NODE_TEXT,
  type NodeFields,
  nodeOr404,
  ROOT_PARENT,
  softDeleteNode,
  updateNode,
} from '../lib/blog/nodes';
import { detachTermFromPosts, refreshTermInPosts } from '../lib/blog/posts';
import { toTerm, toTermRef, toTopic } from '../lib/blog/views';
import type { ApiRequest, RouteHandler } from '../lib/http/endpoint-group';
import { NotFoundError } from '../lib/http/errors';
import { pageOptions } from '../lib/http/pagination';
import { actorOf, checkBodyId, derivedSlug } from '../lib/http/request-fields';
import { created, noContent, ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * The seven endpoints of topics, tags and categories (spec §7): list, get by id, get by slug,
 * children, create, update and delete. A topic answers `parentTopicId`; tags and categories
 * answer `parentId`.
 */
export function termRoutes(kind: TermKind) {
  const view = kind === 'topic' ? toTopic : toTerm;
  const text = NODE_TEXT[kind];

  function fieldsOf({ body, pathParameters }: ApiRequest, current?: Parameters<typeof updateNode>[0]): NodeFields {
    const input = validateTerm(kind, body);
    checkBodyId(input.id, pathParameters.id);
    const parent = 'parentTopicId' in input ? input.parentTopicId : 'parentId' in input ? input.parentId : undefined;
    const currentParent = current && current.parentId !== ROOT_PARENT ? current.parentId : null;
    return {
      name: input.name,
      slug: input.slug || (current ? current.slug : derivedSlug(input.name)),
      description: input.description ?? current?.description ?? '',
      parentId: parent === undefined ? currentParent : parent,
    };
  }

  const list: RouteHandler = async ({ query }) => {
    const page = await listNodes(kind, pageOptions(query));
    return ok({ items: page.items.map(view), cursor: page.cursor });
  };

  const get: RouteHandler = async ({ pathParameters }) => ok(view(await nodeOr404(kind, pathParameters.id)));

  const getBySlug: RouteHandler = async ({ pathParameters }) => {
    const node = await findNodeBySlug(kind, pathParameters.slug);
    if (!node) throw new NotFoundError(text.notFound);
    return ok(view(node));
  };

  const children: RouteHandler = async ({ pathParameters, query }) => {
    const parent = await nodeOr404(kind, pathParameters.id);
    const page = await listChildren(kind, parent.nodeId, pageOptions(query));
    return ok({ items: page.items.map(view), cursor: page.cursor });
  };

  const create: RouteHandler = async (request) =>
    created(view(await createNode(kind, fieldsOf(request), actorOf(request))));

  const update: RouteHandler = async (request) => {
    const current = await nodeOr404(kind, request.pathParameters.id);
    const input = validateTerm(kind, request.body);
    const next = await updateNode(current, fieldsOf(request, current), actorOf(request), input.version);
    if (next.name !== current.name || next.slug !== current.slug) await refreshTermInPosts(kind, toTermRef(next));
    return ok(view(next));
  };

  const remove: RouteHandler = async (request) => {
    const current = await nodeOr404(kind, request.pathParameters.id);
    await softDeleteNode(current, actorOf(request));
    await detachTermFromPosts(kind, current.nodeId);
    return noContent();
  };

  return { list, get, getBySlug, children, create, update, remove };
}

function validateTerm(kind: TermKind, body: unknown) {
  return kind === 'topic' ? validate(topicSchema, body) : validate(tagSchema, body);
}
