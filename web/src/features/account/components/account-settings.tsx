import type { ReactNode } from 'react';
import { Tabs } from '#web/shared/ui/tabs.tsx';
import type { ProfileChanges } from '../lib/profile-changes';
import { type ChangePassword, PasswordChangeForm } from './password-change-form';
import { ProfileFieldsForm, type SaveProfile } from './profile-fields-form';

interface AccountSettingsProps {
  current: ProfileChanges;
  onSave: SaveProfile;
  onChangePassword: ChangePassword;
  /** The Preferences tab's panel (the preferences feature's, given by the page). */
  preferences: ReactNode;
}

/** Spec §2: the account settings tabs email, username and password, and the user's preferences. */
export function AccountSettings({ current, onSave, onChangePassword, preferences }: AccountSettingsProps) {
  return (
    <Tabs
      label="Account settings"
      tabs={[
        {
          id: 'email',
          label: 'Email',
          panel: (
            <ProfileFieldsForm
              current={current}
              onSave={onSave}
              fields={[{ name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true }]}
              submitLabel="Save email"
              successMessage="Your email address has been updated."
            />
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
                  hint: 'Letters, digits and . _ @ + - only.',
                },
              ]}
              submitLabel="Save user name"
              successMessage="Your user name has been updated."
            />
          ),
        },
        { id: 'password', label: 'Password', panel: <PasswordChangeForm onChangePassword={onChangePassword} /> },
        { id: 'preferences', label: 'Preferences', panel: preferences },
      ]}
    />
  );
}
