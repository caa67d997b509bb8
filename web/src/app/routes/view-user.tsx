import { useParams } from 'react-router';
import { paths, userLinks } from '#web/app/paths.ts';
import { useUser } from '#web/features/users/api/get-user.ts';
import { UserDetailsView } from '#web/features/users/components/user-details-view.tsx';
import { UserSecurityActions } from '#web/features/users/components/user-security-actions.tsx';
import { fullName } from '#web/features/users/lib/user-form.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

export function ViewUserPage() {
  useDocumentTitle('User');
  const { id } = useParams();
  const { data: user, error, mutate } = useUser(id);

  if (error && !user) return <LoadFailure what="The user" error={error} onRetry={() => void mutate()} />;
  if (!user) return <Spinner page label="Loading the user…" />;

  return (
    <article className="page-stack">
      <h1>{fullName(user)}</h1>
      <UserDetailsView user={user} />
      <UserSecurityActions user={user} />
      <p className="message-page__actions">
        <Link className="button" to={userLinks.edit(user.id)}>
          Edit user
        </Link>
        <Link className="button button--secondary" to={paths.users}>
          Back to users
        </Link>
      </p>
    </article>
  );
}
