import { useNavigate } from 'react-router';
import { userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { CreateUserForm } from '#web/features/users/components/create-user-form.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

/** No guard: the server refuses anyone but an admin, and the form shows its message. */
export function CreateUserPage() {
  useDocumentTitle('Create user');
  const { isAdmin } = useAuth();
  const navigate = useNavigate();

  return (
    <article className="page-stack">
      <h1>Create user</h1>
      <CreateUserForm isAdmin={isAdmin} onCreated={(user) => navigate(userLinks.view(user.id))} />
    </article>
  );
}
