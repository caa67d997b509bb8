import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { removeProjectMember as removeMember } from '../lib/projects/project-members';
import { toProjectAnswer } from '../lib/projects/project-view';
import { signedInCallerOf } from './route-helpers';

/** `DELETE /api/projects/{id}/members/{userId}` (its owner, admins): answers the project. */
export const removeProjectMember: RouteHandler = async (request) => {
  const { id, userId } = request.pathParameters;
  const caller = signedInCallerOf(request);
  return ok(await toProjectAnswer(await removeMember(id, userId, caller), caller));
};
