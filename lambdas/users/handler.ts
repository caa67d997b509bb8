import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { endUserSessions } from './end-user-sessions';
import { getUserByEmail } from './get-user-by-email';
import { getUserById } from './get-user-by-id';
import { getUserRoles } from './get-user-roles';
import { listRoles } from './list-roles';
import { listUsers } from './list-users';
import { lookupUsers } from './lookup-users';
import { restoreUser } from './restore-user';
import { setUserRoles } from './set-user-roles';
import { unlockUser } from './unlock-user';
import { updateUser } from './update-user';

export const group = createEndpointGroup(
  'users',
  {
    'GET /users': listUsers,
    'POST /users': createUser,
    'GET /users/email/{email}': getUserByEmail,
    'GET /users/lookup': lookupUsers,
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
