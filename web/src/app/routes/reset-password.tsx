import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';

/** The page of the mailed link `/reset-password?email=…&token=…`. */
export function ResetPasswordPage() {
  usePageMeta({ title: 'Reset password', description: 'Choose a new password with the link from your reset e-mail.' });
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const email = search.get('email') ?? '';
  const token = search.get('token') ?? '';
  const toLogin = useCallback(() => navigate(paths.login, { replace: true }), [navigate]);

  return (
    <article className="page-stack">
      <h1>Reset your password</h1>
      {email && token ? (
        <ResetPasswordForm email={email} token={token} onDone={toLogin} />
      ) : (
        <Alert tone="error">
          <p>This password reset link is incomplete. Open the link from the e-mail again, or request a new one.</p>
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </Alert>
      )}
    </article>
  );
}
