import { paths } from '#web/app/paths.ts';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Link } from '#web/shared/ui/link.tsx';

export function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot password', description: 'Ask for an e-mail with a link to choose a new password.' });

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
