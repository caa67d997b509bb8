import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { getVisibleProject } from '../lib/projects/projects';
import { callerOf } from './route-helpers';

/** `GET /api/projects/{id}/links`: the repository links, as an array. */
export const getProjectLinks: RouteHandler = async (request) =>
  ok((await getVisibleProject(request.pathParameters.id, callerOf(request))).repoLinks ?? []);
