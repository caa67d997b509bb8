import { saveDocumentSchema } from '#shared/validation/content.ts';
import { saveDocument } from '../lib/content/document-history';
import { discardPendingChanges } from '../lib/content/pending-changes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/**
 * `PUT /api/content/files` (editors): a new version made from `baseVersionId`; 409 with the current
 * document when that is no longer current (lib/content/document-history.ts says how it is decided).
 * The caller's unpublished changes to the document (autosave) are removed.
 */
export const updateDocument: RouteHandler = async (request) => {
  const input = validate(saveDocumentSchema, request.body);
  const document = locatorOf(input);
  const saved = await saveDocument(document, input.markdown, input.baseVersionId, actorOf(request));
  // What the editor kept unpublished is now the live document.
  await discardPendingChanges(document, actorOf(request));
  return ok(saved);
};
