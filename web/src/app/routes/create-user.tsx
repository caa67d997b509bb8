import { useNavigate } from 'react-router';
import { userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { CreateUserForm } from '#web/features/users/components/create-user-form.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** No guard: the server refuses anyone but an admin, and the form shows its message. */
export function CreateUserPage() {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();

  return (
    <Page title="Create user">
      <CreateUserForm isAdmin={isAdmin} onCreated={(user) => navigate(userLinks.view(user.id))} />
    </Page>
  );
}
