import type { TermKind } from '#shared/blog.ts';
import { termListQuerySchema } from '#shared/validation/blog.ts';
import { listNodes } from '../lib/blog/nodes';
import { termAnswers } from '../lib/blog/terms';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { countedPostsFor } from './route-helpers';

/**
 * `GET /api/topics`, `/tags`, `/categories`: one page of them. With `published=true`, only those
 * with a published post, counted alike for every caller: the public indexes (`/topics`, `/tags`,
 * `/categories`) list what a reader can open, whoever reads them.
 */
export function listTerms(kind: TermKind): RouteHandler {
  return async (request) => {
    const { published } = validate(termListQuerySchema, request.query, 'query');
    const page = await listNodes(kind, pageOptions(request.query));
    if (published !== 'true') {
      return ok({ items: await termAnswers(kind, page.items, countedPostsFor(request)), cursor: page.cursor });
    }
    const answers = await termAnswers(kind, page.items, 'published');
    return ok({ items: answers.filter((term) => term.postCount > 0), cursor: page.cursor });
  };
}
