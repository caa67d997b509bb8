import type { ReactNode } from 'react';
import type { ProfileChanges } from '#web/features/account/lib/profile-changes.ts';
import { Tabs } from '#web/shared/ui/tabs.tsx';
import { type ChangePassword, PasswordChangeForm } from './password-change-form';
import { ProfileFieldsForm, type SaveProfile } from './profile-fields-form';
import { SecuritySettings } from './security-settings';

/** The tabs, in order; `?tab=security` (the security mails link there) opens one. */
export const ACCOUNT_SETTINGS_TABS = ['email', 'username', 'password', 'security', 'preferences'] as const;
export type AccountSettingsTab = (typeof ACCOUNT_SETTINGS_TABS)[number];

interface AccountSettingsProps {
  userId: string;
  current: ProfileChanges;
  initialTab?: AccountSettingsTab;
  onSave: SaveProfile;
  onChangePassword: ChangePassword;
  /** The passkeys section of the Security tab (another feature's, composed by the page). */
  passkeys?: ReactNode;
  /** The Preferences tab's panel (the preferences feature's, given by the page). */
  preferences: ReactNode;
}

/** The account settings tabs: email, username, password, Security (sessions, passkeys) and Preferences. */
export function AccountSettings({
  userId,
  current,
  initialTab,
  onSave,
  onChangePassword,
  passkeys,
  preferences,
}: AccountSettingsProps) {
  return (
    <Tabs
      label="Account settings"
      initialTab={initialTab}
      tabs={[
        {
          id: 'email',
          label: 'Email',
          panel: (
            <>
              <p>
                Your address now: <strong data-testid="current-email">{current.email}</strong>
              </p>
              <ProfileFieldsForm
                current={current}
                onSave={onSave}
                fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true }]}
                submitLabel="Save email"
                successMessage="Your email address has been updated."
                asksCurrentPassword
              />
            </>
          ),
        },
        {
          id: 'username',
          label: 'Username',
          panel: (
            <ProfileFieldsForm
              current={current}
              onSave={onSave}
              fields={[
                {
                  name: 'userName',
                  label: 'User name',
                  autoComplete: 'username',
                  required: true,
                  hint: 'Letters, digits and . _ + - only.',
                },
              ]}
              submitLabel="Save user name"
              successMessage="Your user name has been updated."
            />
          ),
        },
        { id: 'password', label: 'Password', panel: <PasswordChangeForm onChangePassword={onChangePassword} /> },
        { id: 'security', label: 'Security', panel: <SecuritySettings userId={userId} passkeys={passkeys} /> },
        { id: 'preferences', label: 'Preferences', panel: preferences },
      ]}
    />
  );
}
