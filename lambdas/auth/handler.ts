import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { changePassword } from './change-password';
import { deleteAccount } from './delete-account';
import { deleteSession } from './delete-session';
import { exportData } from './export-data';
import { forgotPassword } from './forgot-password';
import { getPreferences } from './get-preferences';
import { listActivity } from './list-activity';
import { listSessions } from './list-sessions';
import { login } from './login';
import { logout } from './logout';
import { me } from './me';
import { passkeyList } from './passkey-list';
import { passkeyLogin } from './passkey-login';
import { passkeyLoginOptions } from './passkey-login-options';
import { passkeyRegister } from './passkey-register';
import { passkeyRegisterOptions } from './passkey-register-options';
import { passkeyRemove } from './passkey-remove';
import { register } from './register';
import { requestReactivation } from './request-reactivation';
import { resendVerification } from './resend-verification';
import { resetPassword } from './reset-password';
import { revokeOtherSessions } from './revoke-other-sessions';
import { updatePreferences } from './update-preferences';
import { updateProfile } from './update-profile';
import { verifyEmail } from './verify-email';

export const group = createEndpointGroup(
  'auth',
  {
    'POST /auth/register': register,
    'POST /auth/login': login,
    'POST /auth/logout': logout,
    'POST /auth/forgot-password': forgotPassword,
    'POST /auth/reset-password': resetPassword,
    'POST /auth/verify-email': verifyEmail,
    'POST /auth/resend-verification': resendVerification,
    'POST /auth/request-account-reactivation': requestReactivation,
    'POST /auth/update-profile': updateProfile,
    'POST /auth/change-password': changePassword,
    'GET /auth/me': me,
    'GET /auth/export': exportData,
    'POST /auth/delete-account': deleteAccount,
    'GET /auth/activity': listActivity,
    'POST /auth/passkeys/register-options': passkeyRegisterOptions,
    'POST /auth/passkeys/register': passkeyRegister,
    'GET /auth/passkeys': passkeyList,
    'DELETE /auth/passkeys/{id}': passkeyRemove,
    'POST /auth/passkeys/login-options': passkeyLoginOptions,
    'POST /auth/passkeys/login': passkeyLogin,
    'GET /auth/sessions': listSessions,
    'DELETE /auth/sessions/{id}': deleteSession,
    'POST /auth/sessions/revoke-others': revokeOtherSessions,
    'GET /auth/preferences': getPreferences,
    'PUT /auth/preferences': updatePreferences,
  },
  { authenticate },
);

export const handler = group.handler;
