import type { CollectionId } from '#shared/content.ts';
import { deletedDocumentsQuerySchema } from '#shared/validation/content.ts';
import { listDeletedDocuments as listDeleted } from '../lib/content/deleted-documents';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/** `GET /api/content/files/deleted?collection=` (editors): the collection's deleted documents, newest deletion first. */
export const listDeletedDocuments: RouteHandler = async ({ query }) => {
  const { collection } = validate(deletedDocumentsQuerySchema, query, 'query');
  return ok({ documents: await listDeleted(collection as CollectionId) });
};
