import { useNavigate } from 'react-router';
import { Link } from '#web/shared/ui/link.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { EditUserForm } from '../../features/users/components/edit-user-form';
import { RoleAssignment } from '../../features/users/components/role-assignment';
import { UserAccountActions } from '../../features/users/components/user-account-actions';
import { fullName } from '../../features/users/lib/user-form';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { paths, userLinks } from '../paths';
import { LoadedUserPage } from './loaded-user-page';

export function EditUserPage() {
  useDocumentTitle('Edit user');
  const navigate = useNavigate();
  const { isAdmin } = useAuth();

  return (
    <LoadedUserPage heading={(user) => `Edit ${fullName(user)}`}>
      {(user) => (
        <>
          <p>
            <Link to={userLinks.view(user.id)}>View this user</Link>
          </p>
          <section aria-labelledby="edit-user-details">
            <h2 id="edit-user-details">Details</h2>
            <EditUserForm user={user} isAdmin={isAdmin} />
          </section>
          {isAdmin && (
            <>
              <section aria-labelledby="edit-user-roles">
                <h2 id="edit-user-roles">Role assignment</h2>
                <RoleAssignment userId={user.id} />
              </section>
              <section aria-labelledby="edit-user-account">
                <h2 id="edit-user-account">Account</h2>
                <UserAccountActions user={user} isAdmin={isAdmin} onDeleted={() => navigate(paths.users)} />
              </section>
            </>
          )}
        </>
      )}
    </LoadedUserPage>
  );
}
