import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { mutate } from 'swr';
import { paths } from '#web/app/paths.ts';
import { currentUserKey } from '#web/features/auth/api/get-current-user.ts';
import { EmailVerification } from '#web/features/auth/components/email-verification.tsx';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { usePageMeta } from '#web/shared/lib/use-page-meta.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';

/** The page of the mailed link `/verify-email?token=…`: it verifies the address as it opens. */
export function VerifyEmailPage() {
  usePageMeta({
    title: 'Verify your e-mail address',
    description: 'Confirm the address of your account with the link from your e-mail.',
  });
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { user } = useAuth();
  const userId = user?.id;
  // A signed-in profile shows the new state at once.
  const refreshProfile = useCallback(() => {
    if (userId) void mutate(currentUserKey(userId));
  }, [userId]);

  return (
    <article className="page-stack">
      <h1>Verify your e-mail address</h1>
      {token ? (
        <EmailVerification token={token} onVerified={refreshProfile} />
      ) : (
        <Alert tone="error">
          This verification link is incomplete. Open the link from the e-mail again, or ask for a new one on your
          profile.
        </Alert>
      )}
      <p>{userId ? <Link to={paths.userProfile}>Go to your profile</Link> : <Link to={paths.login}>Sign in</Link>}</p>
    </article>
  );
}
