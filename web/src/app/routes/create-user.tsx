import { useNavigate } from 'react-router';
import { userLinks } from '#web/app/paths.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { CreateUserForm } from '#web/features/users/components/create-user-form.tsx';
import { Page } from '#web/shared/ui/page.tsx';

/** `/users/create`, below the admin route guard: only admins may create users. */
export function CreateUserPage() {
  const { isAdmin } = useAuth();
  const navigate = useNavigate();

  return (
    <Page title="Create user">
      <CreateUserForm isAdmin={isAdmin} onCreated={(user) => navigate(userLinks.view(user.id))} />
    </Page>
  );
}
