import { hasAccess } from '#shared/accounts.ts';
import { PROJECT_VISIBILITY } from '#shared/projects.ts';
import { projectSchema } from '#shared/validation/projects.ts';
import type { ApiRequest, RouteHandler } from '../lib/http/endpoint-group';
import { BadRequestError, ForbiddenError } from '../lib/http/errors';
import { pageOptions } from '../lib/http/pagination';
import { actorOf, checkBodyId } from '../lib/http/request-fields';
import { created, noContent, ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { toProject } from '../lib/projects/project-view';
import {
  createProject,
  getVisibleProject,
  listProjectsByVisibility,
  listProjectsOfOwner,
  type ProjectCaller,
  softDeleteProject,
  updateProject,
} from '../lib/projects/projects';

/** The caller as the project rules see them. */
const callerOf = ({ principal }: Pick<ApiRequest, 'principal'>): ProjectCaller => ({
  userId: principal?.userId,
  isAdmin: hasAccess(principal?.roles ?? [], 'admin'),
});
const signedInCallerOf = (request: ApiRequest) => ({ ...callerOf(request), userId: actorOf(request) });

/**
 * `GET /api/projects`: public projects, newest first. `?owner=me` (signed in): the caller's own
 * projects of every visibility. `?visibility=1` (admins): private projects.
 */
export const listProjects: RouteHandler = async (request) => {
  const { query, principal } = request;
  const options = pageOptions(query);
  let page: Awaited<ReturnType<typeof listProjectsOfOwner>>;
  if (query.owner !== undefined) {
    if (query.owner !== 'me') throw new BadRequestError('owner: only "me" is supported');
    if (!principal) throw new BadRequestError('owner: sign in to list your own projects');
    page = await listProjectsOfOwner(principal.userId, options);
  } else {
    const visibility = query.visibility === undefined ? PROJECT_VISIBILITY.public : Number(query.visibility);
    if (visibility !== PROJECT_VISIBILITY.public && visibility !== PROJECT_VISIBILITY.private) {
      throw new BadRequestError('visibility must be 0 (Public) or 1 (Private)');
    }
    if (visibility === PROJECT_VISIBILITY.private && !callerOf(request).isAdmin) {
      throw new ForbiddenError('Only admins can list private projects');
    }
    page = await listProjectsByVisibility(visibility, options);
  }
  return ok({ items: page.items.map(toProject), cursor: page.cursor });
};

export const getProjectById: RouteHandler = async (request) =>
  ok(toProject(await getVisibleProject(request.pathParameters.id, callerOf(request))));

/** `GET /api/projects/{id}/links`: the repository links, as an array (spec §7). */
export const getProjectLinks: RouteHandler = async (request) =>
  ok((await getVisibleProject(request.pathParameters.id, callerOf(request))).repoLinks ?? []);

function inputOf(request: ApiRequest) {
  const { id, version, ...input } = validate(projectSchema, request.body);
  checkBodyId(id, request.pathParameters.id);
  return { input, version };
}

export const createProjectRoute: RouteHandler = async (request) => {
  const { input } = inputOf(request);
  return created(toProject(await createProject(input, signedInCallerOf(request), request.createId)));
};

export const updateProjectRoute: RouteHandler = async (request) => {
  const { input, version } = inputOf(request);
  return ok(toProject(await updateProject(request.pathParameters.id, input, signedInCallerOf(request), version)));
};

export const deleteProjectRoute: RouteHandler = async (request) => {
  await softDeleteProject(request.pathParameters.id, signedInCallerOf(request));
  return noContent();
};
