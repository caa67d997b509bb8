import { Link } from 'react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { paths } from '../paths';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot password');

  return (
    <article className="page-stack">
      <h1>Forgot your password?</h1>
      <p>Enter the email address of your account. If it has one, we send it a link to choose a new password.</p>
      <ForgotPasswordForm />
      <p>
        <Link to={paths.login}>Back to sign in</Link>
      </p>
    </article>
  );
}
