import { useSearchParams } from 'react-router';
import {
  ACCOUNT_SETTINGS_TABS,
  AccountSettings,
  type AccountSettingsTab,
} from '../../features/account/components/account-settings';
import { profileChangesFrom } from '../../features/account/lib/profile-changes';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { PasskeysSection } from '../../features/passkeys/components/passkeys-section';
import { PreferencesSettings } from '../../features/preferences/components/preferences-settings';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import { LoadFailure } from '../../shared/ui/load-failure';
import { Spinner } from '../../shared/ui/spinner';

export function AccountSettingsPage() {
  useDocumentTitle('Account settings');
  const { user, updateProfile, changePassword } = useAuth();
  const { data, error, mutate } = useCurrentUser(user?.id);
  const [search] = useSearchParams();
  const tab = search.get('tab');
  const initialTab = ACCOUNT_SETTINGS_TABS.find((id) => id === tab) as AccountSettingsTab | undefined;

  if (error && !data) return <LoadFailure what="Your account" error={error} onRetry={() => void mutate()} />;
  if (!data) return <Spinner page label="Loading your account…" />;

  return (
    <article className="page-stack">
      <h1>Account settings</h1>
      <AccountSettings
        userId={data.id}
        current={profileChangesFrom(data)}
        initialTab={initialTab}
        onSave={updateProfile}
        onChangePassword={changePassword}
        passkeys={<PasskeysSection />}
        preferences={<PreferencesSettings />}
      />
    </article>
  );
}
