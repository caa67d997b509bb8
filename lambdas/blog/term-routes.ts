import type { TermKind } from '#shared/blog.ts';
import { tagSchema, topicSchema } from '#shared/validation/blog.ts';
import {
  createNode,
  findNodeBySlug,
  listChildren,
  listNodes,
  NODE_TEXT,
  type NodeChanges,
  requireNode,
} from '../lib/blog/nodes';
import { deleteTerm, updateTerm } from '../lib/blog/terms';
import { toTerm, toTopic } from '../lib/blog/views';
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

  /** The term a request sends; on update, a field left out keeps its current value. */
  function changesOf({ body, pathParameters }: ApiRequest): { changes: NodeChanges; version?: number } {
    const input = validateTerm(kind, body);
    checkBodyId(input.id, pathParameters.id);
    const parent = 'parentTopicId' in input ? input.parentTopicId : 'parentId' in input ? input.parentId : undefined;
    return {
      changes: { name: input.name, slug: input.slug || undefined, description: input.description, parentId: parent },
      version: input.version,
    };
  }

  const list: RouteHandler = async ({ query }) => {
    const page = await listNodes(kind, pageOptions(query));
    return ok({ items: page.items.map(view), cursor: page.cursor });
  };

  const get: RouteHandler = async ({ pathParameters }) => ok(view(await requireNode(kind, pathParameters.id)));

  const getBySlug: RouteHandler = async ({ pathParameters }) => {
    const node = await findNodeBySlug(kind, pathParameters.slug);
    if (!node) throw new NotFoundError(text.notFound);
    return ok(view(node));
  };

  const children: RouteHandler = async ({ pathParameters, query }) => {
    const parent = await requireNode(kind, pathParameters.id);
    const page = await listChildren(kind, parent.nodeId, pageOptions(query));
    return ok({ items: page.items.map(view), cursor: page.cursor });
  };

  const create: RouteHandler = async (request) => {
    const { changes } = changesOf(request);
    const slug = changes.slug ?? derivedSlug(changes.name);
    return created(view(await createNode(kind, { ...changes, slug }, actorOf(request), request.createId)));
  };

  const update: RouteHandler = async (request) => {
    const { changes, version } = changesOf(request);
    return ok(view(await updateTerm(kind, request.pathParameters.id, changes, actorOf(request), version)));
  };

  const remove: RouteHandler = async (request) => {
    await deleteTerm(kind, request.pathParameters.id, actorOf(request));
    return noContent();
  };

  return { list, get, getBySlug, children, create, update, remove };
}

function validateTerm(kind: TermKind, body: unknown) {
  return kind === 'topic' ? validate(topicSchema, body) : validate(tagSchema, body);
}
