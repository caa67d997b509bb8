import { useLocation, useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { returnPathFrom } from '../../features/auth/lib/access';
import { usePageMeta } from '../../shared/lib/use-page-meta';
import { Alert } from '../../shared/ui/alert';
import { paths } from '../paths';

/** Location state the register page leaves: the new account's email. */
interface RegisteredState {
  registeredEmail?: string;
}

export function LoginPage() {
  usePageMeta({ title: 'Login', description: 'Sign in to your account to manage your profile, settings and data.' });
  const { state } = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const registeredEmail = (state as RegisteredState | null)?.registeredEmail;

  return (
    <article className="page-stack">
      <h1>Sign in</h1>
      {registeredEmail && <Alert tone="success">Your account has been created. Sign in to continue.</Alert>}
      {user && !registeredEmail && <Alert tone="info">You are signed in as {user.email}.</Alert>}
      <LoginForm
        initialEmail={registeredEmail}
        forgotPasswordPath={paths.forgotPassword}
        registerPath={paths.register}
        onSignedIn={() => navigate(returnPathFrom(state, paths.home), { replace: true })}
      />
    </article>
  );
}
