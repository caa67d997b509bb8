import { AccountSettings } from '../../features/account/components/account-settings';
import { profileChangesFrom } from '../../features/account/lib/profile-changes';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { PreferencesSettings } from '../../features/preferences/components/preferences-settings';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';

export function AccountSettingsPage() {
  useDocumentTitle('Account settings');
  const { user, updateProfile, changePassword } = useAuth();
  const { data, error, mutate } = useCurrentUser(user?.id);

  if (error && !data) return <LoadFailure what="Your account" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner page label="Loading your account…" />;

  return (
    <article className="page-stack">
      <h1>Account settings</h1>
      <AccountSettings
        current={profileChangesFrom(data)}
        onSave={updateProfile}
        onChangePassword={changePassword}
        preferences={<PreferencesSettings />}
      />
    </article>
  );
}
