import { sitemapItemSchema } from '#shared/validation/blog.ts';
import type { BlogNodeItem, NodeChanges } from '../lib/blog/nodes';
import { toSitemapItem } from '../lib/blog/views';
import type { ApiRequest } from '../lib/http/endpoint-group';
import { checkBodyId } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/** The blog node kind a sitemap item is stored as. */
export const SITEMAP_ITEM = 'sitemapItem';

/** The item a request sends; on update, a field left out keeps its current value. */
export function sitemapChangesOf({ body, pathParameters }: ApiRequest): { changes: NodeChanges; version?: number } {
  const { id, version, title, slug, ...input } = validate(sitemapItemSchema, body);
  checkBodyId(id, pathParameters.id);
  return { changes: { ...input, name: title, slug: slug || undefined }, version };
}

/** One page of sitemap items as the API answers it. */
export const sitemapPage = (items: BlogNodeItem[], cursor: string | null) =>
  ok({ items: items.map(toSitemapItem), cursor });
