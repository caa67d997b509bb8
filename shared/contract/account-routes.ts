import * as z from 'zod/mini';
import {
  EMAIL_VERIFICATION_LIFETIME_HOURS,
  EMAIL_VERIFICATION_RESEND_SECONDS,
  RECENT_SIGN_IN_MINUTES,
  USER_LOOKUP_LIMIT_PER_HOUR,
} from '../accounts';
import {
  assignRolesSchema,
  changePasswordSchema,
  createUserSchema,
  deleteAccountSchema,
  deleteUserSchema,
  forgotPasswordSchema,
  loginSchema,
  reactivationSchema,
  registerSchema,
  resetPasswordSchema,
  updateProfileSchema,
  updateUserSchema,
  userListQuerySchema,
  userLookupQuerySchema,
  verifyEmailSchema,
} from '../validation/accounts';
import { currentPasswordSchema, passkeyLoginSchema, registerPasskeySchema } from '../validation/passkeys';
import { updatePreferencesSchema } from '../validation/preferences';
import {
  accountExport,
  activityPage,
  endedSessions,
  loginAnswer,
  roleList,
  sessionList,
  userDetails,
  userLookup,
  userPage,
  userPreferences,
  userRoleList,
} from './accounts';
import { passkeyItem, passkeyList, passkeyLoginOptions, passkeyRegistrationOptions } from './passkeys';
import { pageQuery, type RouteContract, requestBody, type TableRouteId } from './route-contract';
import { messageAnswer } from './schema-registry';

/** The search, filters and order of `GET /users` (validated by the handler with the same schema). */
const { limit: _limit, cursor: _cursor, ...userListFilters } = userListQuerySchema.def.shape;

/** The auth and users endpoint groups. */
export const accountRoutes = {
  'POST /auth/register': {
    summary: 'Register an account',
    description:
      'A new account with the User role. Without a user name, one is made from the names. The address is mailed ' +
      `a verification link (valid ${EMAIL_VERIFICATION_LIFETIME_HOURS} hours, once); until it is used the account ` +
      'can sign in and edit its profile, but the routes that create what others see answer 403.',
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
  'POST /auth/verify-email': {
    summary: 'Verify the account’s e-mail address with the mailed token',
    description:
      'The `token` of the `/verify-email?token=…` link. Good once, for ' +
      `${EMAIL_VERIFICATION_LIFETIME_HOURS} hours, and only for the address it was sent to; an expired, used or ` +
      'unknown token answers 400 and changes nothing.',
    body: requestBody('VerifyEmailRequest', verifyEmailSchema),
    responses: { 200: messageAnswer },
  },
  'POST /auth/resend-verification': {
    summary: 'Mail the caller a new verification link',
    description:
      'The earlier link stops working. At most one link every ' +
      `${EMAIL_VERIFICATION_RESEND_SECONDS} seconds (429 with \`Retry-After\`); an address that is already ` +
      'verified answers 200 saying so, and nothing is sent.',
    responses: { 200: messageAnswer },
    errors: [429],
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
    description: `The whole profile: omitted optional fields are cleared. 409 when the e-mail or user name is taken. A new e-mail address needs a sign-in in the last ${RECENT_SIGN_IN_MINUTES} minutes or the \`currentPassword\` (400 naming \`currentPassword\` otherwise, or when it is wrong). A new address is unverified until the link mailed to it is used.`,
    body: requestBody('UpdateProfileRequest', updateProfileSchema),
    responses: { 200: userDetails },
    errors: [409],
  },
  'POST /auth/change-password': {
    summary: 'Change the caller’s password',
    description:
      'Ends every session and answers a fresh one for this device, remembered (30 days) when the session that asked was.',
    body: requestBody('ChangePasswordRequest', changePasswordSchema),
    responses: { 200: loginAnswer },
  },
  'GET /auth/me': { summary: 'The caller’s account', responses: { 200: userDetails } },
  'GET /auth/export': {
    summary: 'Export everything stored about the caller',
    responses: { 200: accountExport },
  },
  'POST /auth/delete-account': {
    summary: 'Delete the caller’s own account',
    description:
      'A soft delete, as an administrator’s: sign-in is refused, every session ends and the account’s address is ' +
      'mailed how to ask for reactivation; the data is kept until then. ' +
      'The body must carry the `currentPassword` every time, however recent the sign-in (400 naming it otherwise, or when it is wrong).',
    body: requestBody('DeleteAccountRequest', deleteAccountSchema),
    responses: { 204: 'empty' },
  },
  'GET /auth/activity': {
    summary: 'The caller’s activity',
    description: 'Sign-ins, account changes and saved cookie choices, newest first, kept 90 days.',
    query: pageQuery,
    responses: { 200: activityPage },
  },
  'POST /auth/passkeys/register-options': {
    summary: 'Start adding a passkey',
    description:
      'Options for the browser’s passkey prompt, with a challenge for the caller that is good once, for 5 minutes. ' +
      'The caller’s passkeys are excluded, so one authenticator is not registered twice. 400 at 20 passkeys. ' +
      `Past ${RECENT_SIGN_IN_MINUTES} minutes after signing in, the body must carry the \`currentPassword\` (400 naming it otherwise, or when it is wrong).`,
    body: requestBody('CurrentPasswordRequest', currentPasswordSchema),
    bodyOptional: true,
    responses: { 200: passkeyRegistrationOptions },
  },
  'POST /auth/passkeys/register': {
    summary: 'Add a passkey',
    description:
      'The browser’s attestation (`startRegistration()`’s answer) and a name (1–64 characters). The challenge ' +
      'is used up by the first try; an expired, used or unknown challenge, another origin or relying party, or a ' +
      'response that does not verify answers 400 and stores nothing; a passkey already registered answers 409.',
    body: requestBody('RegisterPasskeyRequest', registerPasskeySchema),
    responses: { 201: passkeyItem },
    errors: [409],
  },
  'GET /auth/passkeys': { summary: 'The caller’s passkeys', responses: { 200: passkeyList } },
  'DELETE /auth/passkeys/{id}': {
    summary: 'Remove one of the caller’s passkeys',
    description:
      '404 for an id that is not one of the caller’s passkeys (another user’s included). ' +
      `Past ${RECENT_SIGN_IN_MINUTES} minutes after signing in, the body must carry the \`currentPassword\` (400 naming it otherwise, or when it is wrong).`,
    body: requestBody('CurrentPasswordRequest', currentPasswordSchema),
    bodyOptional: true,
    responses: { 204: 'empty' },
    errors: [404],
  },
  'POST /auth/passkeys/login-options': {
    summary: 'Start signing in with a passkey',
    description:
      'Options for the browser’s passkey prompt without an account named (discoverable credentials): the ' +
      'browser offers the passkeys it holds for this site. The challenge is good once, for 5 minutes.',
    responses: { 200: passkeyLoginOptions },
  },
  'POST /auth/passkeys/login': {
    summary: 'Sign in with a passkey',
    description:
      'The browser’s assertion (`startAuthentication()`’s answer) and remember-me; answers as `POST /auth/login` ' +
      'does (token and user, the same session). 400 for an expired or used challenge; 401 for a passkey that is ' +
      'not registered or does not verify (another origin or relying party, a replayed counter); 403 for a locked ' +
      '(`isLockedOut`), deleted (`isDeleted`) or disabled account, with the password sign-in’s messages; 429 ' +
      'with `Retry-After` while five sign-ins of the account are in flight.',
    body: requestBody('PasskeyLoginRequest', passkeyLoginSchema),
    responses: { 200: loginAnswer },
    errors: [401, 403, 429],
  },
  'GET /auth/sessions': {
    summary: 'The caller’s signed-in devices',
    description: 'Live sessions, newest first; `current` marks the session of the token that asked.',
    responses: { 200: sessionList },
  },
  'DELETE /auth/sessions/{id}': {
    summary: 'Sign out one of the caller’s devices',
    description:
      'Ends one of the caller’s own live sessions: its token is refused from the next request on. 404 for an id ' +
      'that is not one of the caller’s live sessions (another user’s sessions are never found here).',
    responses: { 204: 'empty' },
    errors: [404],
  },
  'POST /auth/sessions/revoke-others': {
    summary: 'Sign out everywhere else',
    description: 'Ends every session of the caller but the current one; answers how many ended.',
    responses: { 200: endedSessions },
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

  'GET /users': {
    summary: 'List users',
    description:
      'Every user for an admin (deleted ones too, marked `isDeleted`), the names of the accounts that are not ' +
      'deleted for anyone else. `q`: words that must each be part of the name or user name (and, for admins, the ' +
      'e-mail address), in any case or accent: `ada lov` finds "Ada Lovelace". Admins only: `role` (a role name) and ' +
      '`state` (`active`, `inactive`, `locked`, `deleted`); anyone else asking for them gets 400 naming the field. ' +
      '`sort`: `created` (the default), `name` or `lastSignIn` (admins only; accounts never signed in come last), ' +
      '`order` `asc` or `desc` (by default names A to Z, dates newest first). The `cursor` is null on the last page.',
    query: z.object({ ...pageQuery.def.shape, ...userListFilters }),
    responses: { 200: userPage },
  },
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
  'GET /users/lookup': {
    summary: 'Find a user by exact user name or e-mail address',
    description:
      'An admin, or a signed-in user who owns a project (anyone else gets 403): `q` (at least 3 characters) is ' +
      'matched exactly, in any letter case, against user names, or against e-mail addresses when it has an "@". ' +
      'Answers `[{ id, name }]` (one user or none; a deleted account is not found), never an address: how a ' +
      `project owner picks a member. At most ${USER_LOOKUP_LIMIT_PER_HOUR} lookups per caller per UTC hour, then 429 ` +
      'with `Retry-After`.',
    query: userLookupQuerySchema,
    responses: { 200: userLookup },
    errors: [429],
  },
  'GET /users/{id}': { summary: 'Get a user', responses: { 200: userDetails }, errors: [404] },
  'PUT /users/{id}': {
    summary: 'Update a user',
    description:
      'Server-owned fields are ignored; a stale `concurrencyStamp` answers 409. `emailVerified` sets whether the ' +
      'address counts as verified.',
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
  'DELETE /users/{id}/sessions': {
    summary: 'End every session of a user',
    description: 'Every token of the user is refused from the next request on; answers how many sessions ended.',
    responses: { 200: endedSessions },
    errors: [404],
  },
  'POST /users/{id}/unlock': {
    summary: 'Unlock a user',
    description:
      'Lifts a lock after failed sign-ins and clears the failure count; the user can sign in at once. ' +
      'An account that is not locked is answered as it is.',
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
