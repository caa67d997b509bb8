import { saveDocumentSchema } from '#shared/validation/content.ts';
import { saveDocument } from '../lib/content/document-history';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/**
 * `PUT /api/content/files` (editors): a new version made from `baseVersionId`; 409 with the current
 * document when that is no longer current (lib/content/document-history.ts says how it is decided).
 */
export const updateDocument: RouteHandler = async (request) => {
  const input = validate(saveDocumentSchema, request.body);
  return ok(await saveDocument(locatorOf(input), input.markdown, input.baseVersionId, actorOf(request)));
};
