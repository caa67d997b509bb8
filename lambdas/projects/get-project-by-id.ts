import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { toProjectAnswer } from '../lib/projects/project-view';
import { getVisibleProject } from '../lib/projects/projects';
import { callerOf } from './route-helpers';

/** `GET /api/projects/{id}`: a private project only for its owner, its members and admins. */
export const getProjectById: RouteHandler = async (request) => {
  const caller = callerOf(request);
  return ok(await toProjectAnswer(await getVisibleProject(request.pathParameters.id, caller), caller));
};
