import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { AccountDeletion } from '#web/features/account/components/account-deletion.tsx';
import { DataExport } from '#web/features/account/components/data-export.tsx';
import { Page } from '#web/shared/ui/page.tsx';

export function AccountPage() {
  const navigate = useNavigate();

  // The server ended every session. The sign-in page says what happened and has this browser
  // forget its session there: signing out here would have the page's guard send the visitor to
  // sign in before the navigation lands, without the message.
  async function signOutDeleted() {
    await navigate(paths.login, { replace: true, state: { accountDeleted: true } });
  }

  return (
    <Page title="Your data">
      <DataExport />
      <h2>Delete your account</h2>
      <AccountDeletion onDeleted={signOutDeleted} />
    </Page>
  );
}
