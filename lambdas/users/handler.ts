import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { endUserSessions, unlockUser } from './account-security';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { getUserByEmail, getUserById } from './get-user';
import { listUsers } from './list-users';
import { restoreUser } from './restore-user';
import { updateUser } from './update-user';
import { getUserRoles, listRoles, setUserRoles } from './user-roles';

export const group = createEndpointGroup(
  'users',
  {
    'GET /users': listUsers,
    'POST /users': createUser,
    'GET /users/email/{email}': getUserByEmail,
    'GET /users/{id}': getUserById,
    'PUT /users/{id}': updateUser,
    'DELETE /users/{id}': deleteUser,
    'POST /users/{id}/restore': restoreUser,
    'DELETE /users/{id}/sessions': endUserSessions,
    'POST /users/{id}/unlock': unlockUser,
    'GET /roles': listRoles,
    'GET /user-roles/{userId}/roles': getUserRoles,
    'PUT /user-roles/{userId}/roles': setUserRoles,
  },
  { authenticate },
);

export const handler = group.handler;
