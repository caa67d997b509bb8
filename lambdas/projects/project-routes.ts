import { isAdmin } from '#shared/accounts.ts';
import { PROJECT_NOT_FOUND, PROJECT_OWNER_ONLY, PROJECT_VISIBILITY } from '#shared/projects.ts';
import { projectSchema } from '#shared/validation/projects.ts';
import { getUser } from '../lib/accounts/accounts';
import type { ApiRequest, RouteHandler } from '../lib/http/endpoint-group';
import { BadRequestError, ForbiddenError, NotFoundError } from '../lib/http/errors';
import { pageOptions } from '../lib/http/pagination';
import { actorOf, checkBodyId } from '../lib/http/request-fields';
import { created, noContent, ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { toProject } from '../lib/projects/project-view';
import {
  createProject,
  getProject,
  listProjectsByVisibility,
  listProjectsOfOwner,
  type ProjectFields,
  type ProjectItem,
  softDeleteProject,
  updateProject,
} from '../lib/projects/projects';

const callerIsAdmin = ({ principal }: Pick<ApiRequest, 'principal'>) => isAdmin(principal?.roles ?? []);
const callerOwns = ({ principal }: Pick<ApiRequest, 'principal'>, project: ProjectItem) =>
  principal?.userId === project.ownerId;

/** A private project exists only for its owner and admins: for anyone else it is not found. */
async function visibleProjectOr404(request: ApiRequest): Promise<ProjectItem> {
  const project = await getProject(request.pathParameters.id);
  const visible =
    project &&
    (project.visibility === PROJECT_VISIBILITY.public || callerOwns(request, project) || callerIsAdmin(request));
  if (!visible) throw new NotFoundError(PROJECT_NOT_FOUND);
  return project;
}

/** Writes need the owner or an admin (README, "Projects"). */
async function writableProjectOr404(request: ApiRequest): Promise<ProjectItem> {
  const project = await visibleProjectOr404(request);
  if (!callerOwns(request, project) && !callerIsAdmin(request)) throw new ForbiddenError(PROJECT_OWNER_ONLY);
  return project;
}

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
    if (visibility === PROJECT_VISIBILITY.private && !callerIsAdmin(request)) {
      throw new ForbiddenError('Only admins can list private projects');
    }
    page = await listProjectsByVisibility(visibility, options);
  }
  return ok({ items: page.items.map(toProject), cursor: page.cursor });
};

export const getProjectById: RouteHandler = async (request) => ok(toProject(await visibleProjectOr404(request)));

/** `GET /api/projects/{id}/links`: the repository links, as an array (spec §7). */
export const getProjectLinks: RouteHandler = async (request) =>
  ok((await visibleProjectOr404(request)).repoLinks ?? []);

/** The owner is the caller, unless an admin names an existing user. */
async function fieldsOf(request: ApiRequest, current?: ProjectItem) {
  const { id, version, ownerId, ...input } = validate(projectSchema, request.body);
  checkBodyId(id, request.pathParameters.id);
  const caller = actorOf(request);
  const owner = ownerId ?? current?.ownerId ?? caller;
  if (owner !== (current?.ownerId ?? caller)) {
    if (!callerIsAdmin(request)) throw new ForbiddenError('Only an admin can make another user the owner');
    if (!(await getUser(owner))) throw new BadRequestError('ownerId: Owner not found');
  }
  const fields: ProjectFields = { ...input, ownerId: owner };
  return { fields, version };
}

export const createProjectRoute: RouteHandler = async (request) => {
  const { fields } = await fieldsOf(request);
  return created(toProject(await createProject(fields, actorOf(request))));
};

export const updateProjectRoute: RouteHandler = async (request) => {
  const current = await writableProjectOr404(request);
  const { fields, version } = await fieldsOf(request, current);
  return ok(toProject(await updateProject(current, fields, actorOf(request), version)));
};

export const deleteProjectRoute: RouteHandler = async (request) => {
  await softDeleteProject(await writableProjectOr404(request), actorOf(request));
  return noContent();
};
