import { documentLocatorSchema } from '#shared/validation/content.ts';
import { readPendingChanges } from '../lib/content/pending-changes';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/** `GET /api/content/files/autosave?collection=&path=` (editors): the caller's own unpublished changes, or null. */
export const getPendingChanges: RouteHandler = async (request) => {
  const document = locatorOf(validate(documentLocatorSchema, request.query, 'query'));
  return ok({ pending: await readPendingChanges(document, actorOf(request)) });
};
