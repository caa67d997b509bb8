import { hasAccess } from '#shared/accounts.ts';
import { projectSchema } from '#shared/validation/projects.ts';
import type { ApiRequest } from '../lib/http/endpoint-group';
import { actorOf, checkBodyId } from '../lib/http/request-fields';
import { validate } from '../lib/http/validate';
import type { ProjectCaller } from '../lib/projects/projects';

/** The caller as the project rules see them. */
export const callerOf = ({ principal }: Pick<ApiRequest, 'principal'>): ProjectCaller => ({
  userId: principal?.userId,
  isAdmin: hasAccess(principal?.roles ?? [], 'admin'),
});

/** The caller of a write, who is always signed in. */
export const signedInCallerOf = (request: ApiRequest) => ({ ...callerOf(request), userId: actorOf(request) });

/** The project a request sends, and the `version` it was read at, if sent. */
export function projectInputOf(request: ApiRequest) {
  const { id, version, ...input } = validate(projectSchema, request.body);
  checkBodyId(id, request.pathParameters.id);
  return { input, version };
}
