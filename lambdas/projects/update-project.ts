import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { toProject } from '../lib/projects/project-view';
import { updateProject as updateProjectItem } from '../lib/projects/projects';
import { projectInputOf, signedInCallerOf } from './route-helpers';

/** `PUT /api/projects/{id}` (its owner, admins): the whole project. */
export const updateProject: RouteHandler = async (request) => {
  const { input, version } = projectInputOf(request);
  return ok(toProject(await updateProjectItem(request.pathParameters.id, input, signedInCallerOf(request), version)));
};
