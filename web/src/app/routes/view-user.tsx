import { useParams } from 'react-router';
import { Link } from '#web/shared/ui/link.tsx';
import { useUser } from '../../features/users/api/get-user';
import { UserDetailsView } from '../../features/users/components/user-details-view';
import { UserSecurityActions } from '../../features/users/components/user-security-actions';
import { fullName } from '../../features/users/lib/user-form';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';
import { paths, userLinks } from '../paths';

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
