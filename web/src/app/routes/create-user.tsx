import { useNavigate } from 'react-router';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { CreateUserForm } from '../../features/users/components/create-user-form';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { userLinks } from '../paths';

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
