import type { ProfileChanges } from '#web/features/account/lib/profile-changes.ts';
import { type ProfileFieldSpec, ProfileFieldsForm, type SaveProfile } from './profile-fields-form';

const profileFields: readonly ProfileFieldSpec[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'profilePicture', label: 'Profile picture URL', type: 'url', autoComplete: 'photo' },
  { name: 'biography', label: 'Biography', rows: 4 },
];

/** Name, phone, picture and biography of the signed-in user. */
export function ProfileEditor({ current, onSave }: { current: ProfileChanges; onSave: SaveProfile }) {
  return (
    <ProfileFieldsForm
      current={current}
      onSave={onSave}
      fields={profileFields}
      submitLabel="Save profile"
      successMessage="Your profile has been updated."
    />
  );
}
