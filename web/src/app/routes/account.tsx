import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { AccountDeletion } from '#web/features/account/components/account-deletion.tsx';
import { DataExport } from '#web/features/account/components/data-export.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';

export function AccountPage() {
  useDocumentTitle('Your data');
  const navigate = useNavigate();

  // The server ended every session. The sign-in page says what happened and has this browser
  // forget its session there: signing out here would have the page's guard send the visitor to
  // sign in before the navigation lands, without the message.
  async function signOutDeleted() {
    await navigate(paths.login, { replace: true, state: { accountDeleted: true } });
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
