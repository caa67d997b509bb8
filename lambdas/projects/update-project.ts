import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { toProjectAnswer } from '../lib/projects/project-view';
import { updateProject as updateProjectItem } from '../lib/projects/projects';
import { projectInputOf, signedInCallerOf } from './route-helpers';

/** `PUT /api/projects/{id}` (its owner, its members, admins): the whole project. */
export const updateProject: RouteHandler = async (request) => {
  const { input, version } = projectInputOf(request);
  const caller = signedInCallerOf(request);
  return ok(await toProjectAnswer(await updateProjectItem(request.pathParameters.id, input, caller, version), caller));
};
