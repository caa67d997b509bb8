import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { toProjectAnswer } from '../lib/projects/project-view';
import { createProject as createProjectItem } from '../lib/projects/projects';
import { projectInputOf, signedInCallerOf } from './route-helpers';

/** `POST /api/projects`: the caller owns the new project. */
export const createProject: RouteHandler = async (request) => {
  const { input } = projectInputOf(request);
  const caller = signedInCallerOf(request);
  return created(await toProjectAnswer(await createProjectItem(input, caller, request.createId), caller));
};
