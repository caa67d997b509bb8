import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { decideAccess, type RequiredAccess, type ReturnState } from '#web/features/auth/lib/access.ts';
import { Spinner } from '#web/shared/ui/spinner.tsx';

interface RequireAccessProps {
  level: RequiredAccess;
  loginPath: string;
  deniedPath: string;
}

/**
 * Guards the routes below it (public, signed in, editor, admin): a spinner while a stored session is checked,
 * login for visitors (remembering where they were going), access denied for too few rights.
 */
export function RequireAccess({ level, loginPath, deniedPath }: RequireAccessProps) {
  const { status, user } = useAuth();
  const { pathname, search, hash } = useLocation();

  switch (decideAccess(status, user?.roles ?? [], level)) {
    case 'wait':
      return <Spinner page label="Checking your sign-in…" />;
    case 'sign-in': {
      const state: ReturnState = { from: { pathname, search, hash } };
      return <Navigate to={loginPath} replace state={state} />;
    }
    case 'deny':
      return <Navigate to={deniedPath} replace />;
    default:
      return <Outlet />;
  }
}
