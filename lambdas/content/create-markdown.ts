import { hasAccess } from '#shared/accounts.ts';
import type { CollectionId } from '#shared/content.ts';
import { createMarkdownSchema } from '#shared/validation/content.ts';
import { createMarkdownFile } from '../lib/content/markdown-files';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/content/files`: a signed-in user adds a markdown document. Names are validated
 * segments (no traversal); an existing file is never replaced (409). An editor's or admin's
 * document is published at once; a plain user's waits for an editor's review (`status: "pending"`).
 */
export const createMarkdown: RouteHandler = async (request) => {
  const input = validate(createMarkdownSchema, request.body);
  const { collection, filepath, status } = await createMarkdownFile(
    { ...input, collection: input.collection as CollectionId },
    { userId: actorOf(request), publish: hasAccess(request.principal?.roles ?? [], 'editor') },
    request.createId,
  );
  return created({ collection, filepath, to: `/${collection}/${filepath.replace(/\.md$/, '')}`, status });
};
