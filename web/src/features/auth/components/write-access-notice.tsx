import { useLocation } from 'react-router';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { type ReturnState, type WriteLevel, writeAccessNotice } from '#web/features/auth/lib/access.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { Link } from '#web/shared/ui/link.tsx';

interface WriteAccessNoticeProps {
  level: WriteLevel;
  /** What the form does, completing "Sign in as an editor to …": `save changes`, `delete this tag`. */
  action: string;
  loginPath: string;
}

const ROLE_TEXT: Record<WriteLevel, { article: string; role: string }> = {
  editor: { article: 'an editor', role: 'Editor' },
  admin: { article: 'an admin', role: 'Admin' },
};

/**
 * The top-of-form notice of a page the site leaves unguarded (the server checks the rights): a visitor is asked to sign in
 * as an editor or admin, with a login link that comes back here; a signed-in user without the role
 * is told the server will refuse. Nothing is shown to someone with the rights.
 */
export function WriteAccessNotice({ level, action, loginPath }: WriteAccessNoticeProps) {
  const { status, user } = useAuth();
  const { pathname, search, hash } = useLocation();
  const notice = writeAccessNotice(status, user?.roles ?? [], level);
  if (notice === 'none') return null;

  const { article, role } = ROLE_TEXT[level];
  const returnHere: ReturnState = { from: { pathname, search, hash } };
  return (
    <Alert tone="info">
      <p>
        <strong>
          Sign in as {article} to {action}.
        </strong>{' '}
        {notice === 'sign-in'
          ? 'You can look at the form, but the server refuses changes from visitors.'
          : `You are signed in as ${user?.email ?? 'a user'} without the ${role} role, so the server will refuse.`}
      </p>
      <p>
        <Link className="button button--secondary" to={loginPath} state={returnHere}>
          {notice === 'sign-in' ? 'Sign in' : 'Sign in with another account'}
        </Link>
      </p>
    </Alert>
  );
}
