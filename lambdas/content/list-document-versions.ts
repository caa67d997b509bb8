import { documentLocatorSchema } from '#shared/validation/content.ts';
import { listVersions } from '../lib/content/document-history';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/** `GET /api/content/files/versions?collection=&path=` (editors): the history, newest first. */
export const listDocumentVersions: RouteHandler = async ({ query }) => {
  const input = validate(documentLocatorSchema, query, 'query');
  return ok({ versions: await listVersions(locatorOf(input)) });
};
