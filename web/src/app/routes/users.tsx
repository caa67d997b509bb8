import { paths, userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { UsersList } from '#web/features/users/components/users-list.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** The users list of /users and of /admin/users. */
export function UsersPage() {
  const { user, isAdmin } = useAuth();

  return (
    <Page title="Users" action={isAdmin ? { to: paths.createUser, label: 'Create user' } : undefined}>
      {user && <UsersList viewerId={user.id} isAdmin={isAdmin} links={userLinks} />}
    </Page>
  );
}
