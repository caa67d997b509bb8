import { Link } from '#web/shared/ui/link.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { UsersList } from '../../features/users/components/users-list';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { paths, userLinks } from '../paths';

/** The users list of /users and of /admin/users. */
export function UsersPage() {
  useDocumentTitle('Users');
  const { user, isAdmin } = useAuth();

  return (
    <article className="page-stack">
      <h1>Users</h1>
      {isAdmin && (
        <p>
          <Link className="button" to={paths.createUser}>
            Create user
          </Link>
        </p>
      )}
      {user && <UsersList viewerId={user.id} isAdmin={isAdmin} links={userLinks} />}
    </article>
  );
}
