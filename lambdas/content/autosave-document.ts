import { autosaveDocumentSchema } from '#shared/validation/content.ts';
import { keepPendingChanges } from '../lib/content/pending-changes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/**
 * `PUT /api/content/files/autosave` (editors): the caller's text kept unpublished; 409 with the
 * current document when `baseVersionId` is no longer current, as a save answers.
 */
export const autosaveDocument: RouteHandler = async (request) => {
  const input = validate(autosaveDocumentSchema, request.body);
  const pending = await keepPendingChanges(locatorOf(input), input.markdown, input.baseVersionId, actorOf(request));
  return ok({ pending });
};
