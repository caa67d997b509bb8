import { useEffect, useRef, useState } from 'react';
import { paths } from '#web/app/paths.ts';
import { type LogoutOutcome, useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

const outcomeText: Record<LogoutOutcome, string> = {
  'signed-out': 'You have been logged out.',
  'signed-out-locally': 'Logged out locally',
  'not-signed-in': 'You are not signed in.',
};

/** Logs out on arrival, signed in or not; the session ends in this browser even if the server fails. */
export function LogoutPage() {
  useDocumentTitle('Logout');
  const { logout } = useAuth();
  const [outcome, setOutcome] = useState<LogoutOutcome>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(setOutcome);
  }, [logout]);

  return (
    <article className="message-page">
      <h1>Logout</h1>
      {outcome ? (
        <>
          <Alert tone={outcome === 'signed-out-locally' ? 'info' : 'success'}>
            <p>{outcomeText[outcome]}</p>
            {outcome === 'signed-out-locally' && (
              <p>The server could not be told, so your session there ends when it expires.</p>
            )}
          </Alert>
          <div className="message-page__actions">
            <Link className="button" to={paths.login}>
              Sign in again
            </Link>
            <Link className="button button--secondary" to={paths.home}>
              Go to the home page
            </Link>
          </div>
        </>
      ) : (
        <Spinner label="Logging out…" />
      )}
    </article>
  );
}
