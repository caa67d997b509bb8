import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { createProject } from './create-project';
import { deleteProject } from './delete-project';
import { getProjectById } from './get-project-by-id';
import { getProjectLinks } from './get-project-links';
import { listProjects } from './list-projects';
import { updateProject } from './update-project';

/** Projects: anyone reads public ones; owners and admins write. */
export const group = createEndpointGroup(
  'projects',
  {
    'GET /projects': listProjects,
    'GET /projects/{id}': getProjectById,
    'POST /projects': createProject,
    'PUT /projects/{id}': updateProject,
    'DELETE /projects/{id}': deleteProject,
    'GET /projects/{id}/links': getProjectLinks,
  },
  { authenticate },
);

export const handler = group.handler;
