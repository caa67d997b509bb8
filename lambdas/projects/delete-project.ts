import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';
import { softDeleteProject } from '../lib/projects/projects';
import { signedInCallerOf } from './route-helpers';

/** `DELETE /api/projects/{id}` (its owner, admins): soft delete. */
export const deleteProject: RouteHandler = async (request) => {
  await softDeleteProject(request.pathParameters.id, signedInCallerOf(request));
  return noContent();
};
