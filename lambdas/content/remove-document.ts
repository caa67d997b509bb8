import { documentLocatorSchema } from '#shared/validation/content.ts';
import { deleteDocument } from '../lib/content/document-history';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/** `DELETE /api/content/files?collection=&path=` (admins): the document goes, its history stays. */
export const removeDocument: RouteHandler = async ({ query }) => {
  await deleteDocument(locatorOf(validate(documentLocatorSchema, query, 'query')));
  return noContent();
};
