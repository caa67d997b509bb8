import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { returnPathFrom } from '#web/features/auth/lib/access.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Alert } from '#web/shared/ui/alert.tsx';

/**
 * Location state: the register page leaves the new account's email; deleting one's own account
 * (account settings) leaves `accountDeleted`.
 */
interface LoginState {
  registeredEmail?: string;
  accountDeleted?: boolean;
}

export function LoginPage() {
  usePageMeta({ title: 'Login', description: 'Sign in to your account to manage your profile, settings and data.' });
  const { state } = useLocation();
  const navigate = useNavigate();
  const { user, logout } = useAuth();
  const { registeredEmail, accountDeleted } = (state as LoginState | null) ?? {};
  // What brought the visitor here is news only until they try to sign in.
  const [arrivalShown, setArrivalShown] = useState(true);
  // The account was just deleted (its sessions ended on the server): this browser forgets its own,
  // on arrival only (a sign-in made here afterwards is kept).
  useEffect(() => {
    if (accountDeleted && arrivalShown && user) void logout();
  }, [accountDeleted, arrivalShown, user, logout]);

  return (
    <article className="page-stack">
      <h1>Sign in</h1>
      {arrivalShown && registeredEmail && (
        <Alert tone="success">
          <p>Your account has been created. Sign in to continue.</p>
          <p>We sent a link to {registeredEmail} to verify your e-mail address.</p>
        </Alert>
      )}
      {arrivalShown && accountDeleted && (
        <Alert tone="success">
          Your account has been deleted and you have been signed out everywhere. We sent you an email explaining how to
          ask for it back.
        </Alert>
      )}
      {user && !registeredEmail && !accountDeleted && <Alert tone="info">You are signed in as {user.email}.</Alert>}
      <LoginForm
        initialEmail={registeredEmail}
        onAttempt={() => setArrivalShown(false)}
        forgotPasswordPath={paths.forgotPassword}
        registerPath={paths.register}
        onSignedIn={() => navigate(returnPathFrom(state, paths.home), { replace: true })}
      />
    </article>
  );
}
