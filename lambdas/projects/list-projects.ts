import { PROJECT_VISIBILITY } from '#shared/projects.ts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { BadRequestError, ForbiddenError } from '../lib/http/errors';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';
import { toProjects } from '../lib/projects/project-view';
import { listProjectsByVisibility, listProjectsOfOwner, listProjectsWithMember } from '../lib/projects/projects';
import { callerOf } from './route-helpers';

/**
 * `GET /api/projects`: public projects, newest first. `?owner=me` (signed in): the caller's own
 * projects of every visibility. `?member=me` (signed in): the projects the caller is a member of,
 * in one page. `?visibility=1` (admins): private projects.
 */
export const listProjects: RouteHandler = async (request) => {
  const { query, principal } = request;
  const options = pageOptions(query);
  let page: Awaited<ReturnType<typeof listProjectsOfOwner>>;
  if (query.member !== undefined) {
    if (query.member !== 'me') throw new BadRequestError('member: only "me" is supported');
    if (!principal) throw new BadRequestError('member: sign in to list the projects you are a member of');
    page = { items: await listProjectsWithMember(principal.userId), cursor: null };
  } else if (query.owner !== undefined) {
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
  return ok({ items: await toProjects(page.items, callerOf(request)), cursor: page.cursor });
};
