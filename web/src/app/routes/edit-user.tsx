import { useNavigate } from 'react-router';
import { paths, userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { EditUserForm } from '#web/features/users/components/edit-user-form.tsx';
import { RoleAssignment } from '#web/features/users/components/role-assignment.tsx';
import { UserAccountActions } from '#web/features/users/components/user-account-actions.tsx';
import { fullName } from '#web/features/users/lib/user-form.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadedUserPage } from './loaded-user-page';
import type { DeletedUserState } from './users';

/**
 * `/users/edit/{id}` (admins; in the admin area): details, roles, and the account's delete and
 * restore. After a delete the admin lands on the admin area's users list, told what happened.
 */
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
                <UserAccountActions
                  user={user}
                  isAdmin={isAdmin}
                  onDeleted={(permanent) => {
                    const state: DeletedUserState = { deletedUser: { id: user.id, name: fullName(user), permanent } };
                    void navigate(paths.adminUsers, { state });
                  }}
                />
              </section>
            </>
          )}
        </>
      )}
    </LoadedUserPage>
  );
}
