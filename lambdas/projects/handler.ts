import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { addProjectMember } from './add-project-member';
import { createProject } from './create-project';
import { deleteProject } from './delete-project';
import { getProjectById } from './get-project-by-id';
import { getProjectLinks } from './get-project-links';
import { listProjects } from './list-projects';
import { removeProjectMember } from './remove-project-member';
import { updateProject } from './update-project';

/** Projects: anyone reads public ones; owners, members and admins edit; owners and admins manage. */
export const group = createEndpointGroup(
  'projects',
  {
    'GET /projects': listProjects,
    'GET /projects/{id}': getProjectById,
    'POST /projects': createProject,
    'PUT /projects/{id}': updateProject,
    'DELETE /projects/{id}': deleteProject,
    'GET /projects/{id}/links': getProjectLinks,
    'POST /projects/{id}/members': addProjectMember,
    'DELETE /projects/{id}/members/{userId}': removeProjectMember,
  },
  { authenticate },
);

export const handler = group.handler;
