import { useSearchParams } from 'react-router';
import {
  ACCOUNT_SETTINGS_TABS,
  AccountSettings,
  type AccountSettingsTab,
} from '#web/features/account/components/account-settings.tsx';
import { profileChangesFrom } from '#web/features/account/lib/profile-changes.ts';
import { useCurrentUser } from '#web/features/auth/api/use-current-user.ts';
import { useAuth } from '#web/features/auth/hooks/use-auth.ts';
import { PasskeysSection } from '#web/features/passkeys/components/passkeys-section.tsx';
import { PreferencesSettings } from '#web/features/preferences/components/preferences-settings.tsx';
import { useDocumentTitle } from '#web/shared/lib/use-document-title.ts';
import { LoadFailure } from '#web/shared/ui/load-failure.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';

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
