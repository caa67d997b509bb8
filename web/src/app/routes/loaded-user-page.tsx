import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { UserDetails } from '#shared/accounts.ts';
import { useUser } from '#web/features/users/api/get-user.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

interface LoadedUserPageProps {
  heading: (user: UserDetails) => string;
  /** What the page shows of the user, below the heading. */
  children: (user: UserDetails) => ReactNode;
}

/**
 * A page about the user of the path's `id`, once loaded; until then the load failure or the
 * spinner. A failed revalidation keeps a loaded user on screen.
 */
export function LoadedUserPage({ heading, children }: LoadedUserPageProps) {
  const { id } = useParams();
  const { data: user, error, mutate } = useUser(id);
  if (error && !user) return <LoadFailure what="The user" error={error} onRetry={() => void mutate()} />;
  if (!user) return <Spinner page label="Loading the user…" />;
  return (
    <article className="page-stack">
      <h1>{heading(user)}</h1>
      {children(user)}
    </article>
  );
}
