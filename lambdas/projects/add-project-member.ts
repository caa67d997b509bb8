import { projectMemberSchema } from '#shared/validation/projects.ts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { addProjectMember as addMember } from '../lib/projects/project-members';
import { toProjectAnswer } from '../lib/projects/project-view';
import { signedInCallerOf } from './route-helpers';

/** `POST /api/projects/{id}/members` with `{ userId }` (its owner, admins): answers the project. */
export const addProjectMember: RouteHandler = async (request) => {
  const { userId } = validate(projectMemberSchema, request.body);
  const caller = signedInCallerOf(request);
  return ok(await toProjectAnswer(await addMember(request.pathParameters.id, userId, caller), caller));
};
