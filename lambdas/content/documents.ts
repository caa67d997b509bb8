import type { CollectionId } from '#shared/content.ts';
import {
  documentLocatorSchema,
  documentQuerySchema,
  restoreDocumentSchema,
  saveDocumentSchema,
} from '#shared/validation/content.ts';
import {
  deleteDocument,
  listVersions,
  readDocument,
  restoreVersion,
  saveDocument,
} from '../lib/content/document-history';
import { ItemNotFoundError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { noContent, ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/*
 * The editors' routes of a document (`path` without `.md`): read a version, save a new one from the
 * version opened, list and restore versions, and (admins) delete. lib/content/document-history.ts
 * says how a stale save is refused and how the history is kept.
 */

const locator = (input: { collection: string; path: string }) => ({
  collection: input.collection as CollectionId,
  path: input.path,
});

/** `GET /api/content/files?collection=&path=[&versionId=]`. */
export const getDocument: RouteHandler = async ({ query }) => {
  const input = validate(documentQuerySchema, query, 'query');
  const document = await readDocument(locator(input), input.versionId);
  if (!document) throw new ItemNotFoundError(input.versionId ? 'Version not found' : 'Document not found');
  return ok(document);
};

/** `PUT /api/content/files`: 409 with the current document when `baseVersionId` is not current. */
export const putDocument: RouteHandler = async (request) => {
  const input = validate(saveDocumentSchema, request.body);
  return ok(await saveDocument(locator(input), input.markdown, input.baseVersionId, actorOf(request)));
};

/** `GET /api/content/files/versions?collection=&path=`. */
export const getVersions: RouteHandler = async ({ query }) => {
  const input = validate(documentLocatorSchema, query, 'query');
  return ok({ versions: await listVersions(locator(input)) });
};

/** `POST /api/content/files/restore`. */
export const restoreDocument: RouteHandler = async (request) => {
  const input = validate(restoreDocumentSchema, request.body);
  return ok(await restoreVersion(locator(input), input.versionId, actorOf(request)));
};

/** `DELETE /api/content/files?collection=&path=` (admins): the history stays. */
export const removeDocument: RouteHandler = async ({ query }) => {
  await deleteDocument(locator(validate(documentLocatorSchema, query, 'query')));
  return noContent();
};
