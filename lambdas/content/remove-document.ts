import { documentLocatorSchema } from '#shared/validation/content.ts';
import { deleteDocument } from '../lib/content/document-history';
import { discardAllPendingChanges } from '../lib/content/pending-changes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/** `DELETE /api/content/files?collection=&path=` (admins): the document goes, its history stays; every editor's unpublished changes to it go. */
export const removeDocument: RouteHandler = async (request) => {
  const document = locatorOf(validate(documentLocatorSchema, request.query, 'query'));
  await deleteDocument(document, actorOf(request));
  await discardAllPendingChanges(document);
  return noContent();
};
