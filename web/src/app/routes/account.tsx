import { useNavigate } from 'react-router';
import { AccountDeletion } from '../../features/account/components/account-deletion';
import { DataExport } from '../../features/account/components/data-export';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { paths } from '../paths';

export function AccountPage() {
  useDocumentTitle('Your data');
  const { logout } = useAuth();
  const navigate = useNavigate();

  // The server ended every session; this browser forgets its own, and the sign-in page says what happened.
  async function signOutDeleted() {
    await logout();
    navigate(paths.login, { replace: true, state: { accountDeleted: true } });
  }

  return (
    <article className="page-stack">
      <h1>Your data</h1>
      <DataExport />
      <h2>Delete your account</h2>
      <AccountDeletion onDeleted={signOutDeleted} />
    </article>
  );
}
