import { listSubmissionsOf } from '../lib/content/submissions';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';

/** `GET /api/content/files/mine`: the documents the caller created through the site, newest first. */
export const listMyDocuments: RouteHandler = async (request) =>
  ok(await listSubmissionsOf(actorOf(request), pageOptions(request.query)));
