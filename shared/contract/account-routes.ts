import {
  assignRolesSchema,
  changePasswordSchema,
  createUserSchema,
  deleteUserSchema,
  forgotPasswordSchema,
  loginSchema,
  reactivationSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
  updateUserSchema,
} from '../validation/accounts';
import { updatePreferencesSchema } from '../validation/preferences';
import {
  accountExport,
  activityPage,
  loginAnswer,
  roleList,
  userDetails,
  userPage,
  userPreferences,
  userRoleList,
} from './accounts';
import { pageQuery, type RouteContract, requestBody, type TableRouteId } from './route-contract';
import { messageAnswer } from './schema-registry';

/** The auth and users endpoint groups. */
export const accountRoutes = {
  'POST /auth/register': {
    summary: 'Register an account',
    description: 'A new account with the User role. Without a user name, the e-mail address is the user name.',
    body: requestBody('RegisterRequest', registerSchema),
    responses: { 201: userDetails },
    errors: [409],
  },
  'POST /auth/login': {
    summary: 'Sign in',
    description:
      'An unknown e-mail and a wrong password both answer 401 `Invalid login attempt`. Five failures in a row ' +
      'lock the account for 15 minutes (403 with `isLockedOut` and `lockoutEnd`); a deleted account answers 403 ' +
      'with `isDeleted`. While five sign-ins of the account are being checked at once, another answers 429 with ' +
      '`Retry-After`: nothing is locked, try again in a few seconds.',
    body: requestBody('LoginRequest', loginSchema),
    responses: { 200: loginAnswer },
    errors: [401, 403, 429],
  },
  'POST /auth/logout': {
    summary: 'Sign out',
    description: 'Ends the caller’s session; answers 204 signed in or not.',
    responses: { 204: 'empty' },
  },
  'POST /auth/forgot-password': {
    summary: 'Ask for a password reset link',
    description: 'The same answer whether or not the address has an account.',
    body: requestBody('ForgotPasswordRequest', forgotPasswordSchema),
    responses: { 200: messageAnswer },
  },
  'POST /auth/reset-password': {
    summary: 'Reset the password with the mailed token',
    description: 'Keys may start with a capital (`Email`, `NewPassword`, `Token`). Ends every session.',
    body: requestBody('ResetPasswordRequest', resetPasswordSchema),
    responses: { 200: messageAnswer },
  },
  'POST /auth/request-account-reactivation': {
    summary: 'Ask to reactivate a deleted account',
    description: 'Unknown and active accounts get the same answer; 502 when the confirmation mail fails.',
    body: requestBody('ReactivationRequest', reactivationSchema),
    responses: { 200: messageAnswer },
    errors: [502],
  },
  'POST /auth/update-profile': {
    summary: 'Update the caller’s profile',
    description: 'The whole profile: omitted optional fields are cleared. 409 when the e-mail or user name is taken.',
    body: requestBody('UpdateProfileRequest', updateProfileSchema),
    responses: { 200: userDetails },
    errors: [409],
  },
  'POST /auth/change-password': {
    summary: 'Change the caller’s password',
    description: 'Ends every session and answers a fresh one for this device.',
    body: requestBody('ChangePasswordRequest', changePasswordSchema),
    responses: { 200: loginAnswer },
  },
  'GET /auth/me': { summary: 'The caller’s account', responses: { 200: userDetails } },
  'GET /auth/export': {
    summary: 'Export everything stored about the caller',
    responses: { 200: accountExport },
  },
  'GET /auth/activity': {
    summary: 'The caller’s activity',
    description: 'Sign-ins, account changes and saved cookie choices, newest first, kept 90 days.',
    query: pageQuery,
    responses: { 200: activityPage },
  },
  'GET /auth/preferences': {
    summary: 'The caller’s preferences',
    description: 'Theme, reduced motion and mail settings; the defaults for what was never saved.',
    responses: { 200: userPreferences },
  },
  'PUT /auth/preferences': {
    summary: 'Change the caller’s preferences',
    description:
      'Any of the settings; the others keep their value. Answers every preference after the change. An unknown ' +
      'field or a bad value answers 400 naming the field, and nothing is saved.',
    body: requestBody('UpdatePreferencesRequest', updatePreferencesSchema),
    responses: { 200: userPreferences },
  },

  'GET /users': { summary: 'List users', query: pageQuery, responses: { 200: userPage } },
  'POST /users': {
    summary: 'Create a user',
    body: requestBody('CreateUserRequest', createUserSchema),
    responses: { 201: userDetails },
    errors: [409],
  },
  'GET /users/email/{email}': {
    summary: 'Find a user by e-mail address',
    responses: { 200: userDetails },
    errors: [404],
  },
  'GET /users/{id}': { summary: 'Get a user', responses: { 200: userDetails }, errors: [404] },
  'PUT /users/{id}': {
    summary: 'Update a user',
    description: 'Server-owned fields are ignored; a stale `concurrencyStamp` answers 409.',
    body: requestBody('UpdateUserRequest', updateUserSchema),
    responses: { 200: userDetails },
    errors: [404, 409],
  },
  'DELETE /users/{id}': {
    summary: 'Delete a user',
    description: 'Soft (restorable) or permanent. An admin cannot delete their own account here.',
    body: requestBody('DeleteUserRequest', deleteUserSchema),
    responses: { 204: 'empty' },
    errors: [404],
  },
  'POST /users/{id}/restore': {
    summary: 'Restore a soft-deleted user',
    responses: { 200: userDetails },
    errors: [404],
  },
  'GET /roles': { summary: 'List the roles', responses: { 200: roleList } },
  'GET /user-roles/{userId}/roles': {
    summary: 'A user’s roles',
    responses: { 200: userRoleList },
    errors: [404],
  },
  'PUT /user-roles/{userId}/roles': {
    summary: 'Set a user’s roles',
    description: 'The complete list of role ids; every account keeps User. An admin cannot drop their own admin role.',
    body: requestBody('AssignRolesRequest', assignRolesSchema),
    responses: { 200: userRoleList },
    errors: [404, 409],
  },
} satisfies Partial<Record<TableRouteId, RouteContract>>;
