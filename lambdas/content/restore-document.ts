import { restoreDocumentSchema } from '#shared/validation/content.ts';
import { restoreVersion } from '../lib/content/document-history';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/** `POST /api/content/files/restore` (editors): the version becomes current again as a new version. */
export const restoreDocument: RouteHandler = async (request) => {
  const input = validate(restoreDocumentSchema, request.body);
  return ok(await restoreVersion(locatorOf(input), input.versionId, actorOf(request)));
};
