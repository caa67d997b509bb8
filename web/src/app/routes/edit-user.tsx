import { useNavigate, useParams } from 'react-router';
import { paths, userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { useUser } from '#web/features/users/api/get-user.ts';
import { EditUserForm } from '#web/features/users/components/edit-user-form.tsx';
import { RoleAssignment } from '#web/features/users/components/role-assignment.tsx';
import { UserAccountActions } from '#web/features/users/components/user-account-actions.tsx';
import { fullName } from '#web/features/users/lib/user-form.ts';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { Link } from '#web/shared/ui/link.tsx';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

export function EditUserPage() {
  useDocumentTitle('Edit user');
  const { id } = useParams();
  const navigate = useNavigate();
  const { isAdmin } = useAuth();
  const { data: user, error, mutate } = useUser(id);

  if (error && !user) return <LoadFailure what="The user" error={error} onRetry={() => void mutate()} />;
  if (!user) return <Spinner page label="Loading the user…" />;

  return (
    <article className="page-stack">
      <h1>Edit {fullName(user)}</h1>
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
    </article>
  );
}
