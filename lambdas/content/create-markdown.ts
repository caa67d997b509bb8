import type { CollectionId } from '#shared/content.ts';
import { createMarkdownSchema } from '#shared/validation/content.ts';
import { createMarkdownFile } from '../lib/content/markdown-files';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/content/files`: a signed-in user adds a markdown document. Names are validated
 * segments (no traversal); an existing file is never replaced (409).
 */
export const createMarkdown: RouteHandler = async (request) => {
  const input = validate(createMarkdownSchema, request.body);
  const { collection, filepath } = await createMarkdownFile(
    { ...input, collection: input.collection as CollectionId },
    actorOf(request),
    request.createId,
  );
  return created({ collection, filepath, to: `/${collection}/${filepath.replace(/\.md$/, '')}` });
};
