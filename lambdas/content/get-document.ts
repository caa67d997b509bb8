import { documentQuerySchema } from '#shared/validation/content.ts';
import { readDocument } from '../lib/content/document-history';
import { ItemNotFoundError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/** `GET /api/content/files?collection=&path=[&versionId=]` (editors): a version, else the current one. */
export const getDocument: RouteHandler = async ({ query }) => {
  const input = validate(documentQuerySchema, query, 'query');
  const document = await readDocument(locatorOf(input), input.versionId);
  if (!document) throw new ItemNotFoundError(input.versionId ? 'Version not found' : 'Document not found');
  return ok(document);
};
