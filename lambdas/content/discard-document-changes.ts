import { documentLocatorSchema } from '#shared/validation/content.ts';
import { discardPendingChanges } from '../lib/content/pending-changes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/** `DELETE /api/content/files/autosave?collection=&path=` (editors): the caller's unpublished changes go. */
export const discardDocumentChanges: RouteHandler = async (request) => {
  const document = locatorOf(validate(documentLocatorSchema, request.query, 'query'));
  await discardPendingChanges(document, actorOf(request));
  return noContent();
};
