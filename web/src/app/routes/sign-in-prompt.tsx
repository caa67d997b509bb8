import { useLocation } from 'react-router';
import { paths } from '#web/app/paths.ts';
import type { ReturnState } from '#web/features/auth/lib/access.ts';
import { Link } from '#web/shared/ui/link.tsx';

/**
 * For pages without a guard (the project forms) whose action needs an account: a link to
 * login that comes back here afterwards.
 */
export function SignInPrompt({ title, action }: { title: string; action: string }) {
  const { pathname, search, hash } = useLocation();
  const state: ReturnState = { from: { pathname, search, hash } };
  return (
    <article className="message-page">
      <h1>{title}</h1>
      <p>Sign in to {action}.</p>
      <p className="message-page__actions">
        <Link className="button" to={paths.login} state={state}>
          Sign in
        </Link>
        <Link className="button button--secondary" to={paths.projects}>
          All projects
        </Link>
      </p>
    </article>
  );
}
