import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import {
  createProjectRoute,
  deleteProjectRoute,
  getProjectById,
  getProjectLinks,
  listProjects,
  updateProjectRoute,
} from './project-routes';

/** Projects (spec §7 Projects): anyone reads public ones; owners and admins write. */
export const group = createEndpointGroup(
  'projects',
  {
    'GET /projects': listProjects,
    'GET /projects/{id}': getProjectById,
    'POST /projects': createProjectRoute,
    'PUT /projects/{id}': updateProjectRoute,
    'DELETE /projects/{id}': deleteProjectRoute,
    'GET /projects/{id}/links': getProjectLinks,
  },
  { authenticate },
);

export const handler = group.handler;
