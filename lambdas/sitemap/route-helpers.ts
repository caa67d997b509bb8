import { sitemapItemSchema } from '#shared/validation/blog.ts';
import type { BlogNodeItem, NodeChanges } from '../lib/blog/nodes';
import { toSitemapItem } from '../lib/blog/views';
import { config } from '../lib/config';
import type { ApiRequest } from '../lib/http/endpoint-group';
import { checkBodyId } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { pagesAnswering } from '../lib/render/page-addresses';

/** The blog node kind a sitemap item is stored as. */
export const SITEMAP_ITEM = 'sitemapItem';

/** The item a request sends; on update, a field left out keeps its current value. */
export function sitemapChangesOf({ body, pathParameters }: ApiRequest): { changes: NodeChanges; version?: number } {
  const { id, version, title, slug, ...input } = validate(sitemapItemSchema, body);
  checkBodyId(id, pathParameters.id);
  return { changes: { ...input, name: title, slug: slug || undefined }, version };
}

/**
 * One page of sitemap items as the API answers it, each saying whether a page answers at its
 * address (`hasPage`, null for an address of another site): the manager warns about the items
 * /sitemap.xml leaves out.
 */
export async function sitemapPage(items: BlogNodeItem[], cursor: string | null) {
  const views = items.map(toSitemapItem);
  const answering = await pagesAnswering(
    views.map((view) => view.url),
    config.siteUrl || undefined,
  );
  return ok({ items: views.map((view, index) => ({ ...view, hasPage: answering[index] ?? null })), cursor });
}
