import { paths, userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { UsersList } from '#web/features/users/components/users-list.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from '#web/shared/ui/link.tsx';

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
