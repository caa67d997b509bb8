import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import type { UserDetails } from '#shared/accounts.ts';
import { updateUserSchema } from '#shared/validation/accounts.ts';
import { userKey } from '#web/features/users/api/get-user.ts';
import { refreshUsersPages } from '#web/features/users/api/list-users.ts';
import { updateUser } from '#web/features/users/api/update-user.ts';
import { type UserFlags, userFormValues, userUpdateBody } from '#web/features/users/lib/user-form.ts';
import { isStaleUserError } from '#web/features/users/lib/user-messages.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

const STALE_USER_MESSAGE =
  'Someone else saved this user after you opened it. Reload the user to see the latest version, then make your changes again.';

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  email: 'Email',
  firstName: 'First name',
  lastName: 'Last name',
  userName: 'User name',
  phoneNumber: 'Phone number',
  dateOfBirth: 'Date of birth',
  profilePicture: 'Profile picture URL',
  biography: 'Biography',
  isActive: 'Account active',
  emailVerified: 'Email address verified',
};

/** The form's values and flags for a user as the server has it, to tell unsaved changes. */
function storedForm(user: UserDetails): { values: ReturnType<typeof userFormValues>; flags: UserFlags } {
  return { values: userFormValues(user), flags: { isActive: user.isActive, emailVerified: user.emailVerified } };
}

interface EditUserFormProps {
  user: UserDetails;
  /** The active and e-mail verified flags are admin-only options. */
  isAdmin: boolean;
}

/** `PUT /users/{id}` with the whole user; a stale concurrencyStamp (409) asks to reload instead of overwriting. */
export function EditUserForm({ user, isAdmin }: EditUserFormProps) {
  const { values, setValues, setErrors, field } = useFormFields(userFormValues(user));
  const { submitting, outcome, setOutcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: LABELS,
    failure: (error) =>
      isStaleUserError(error) ? STALE_USER_MESSAGE : error instanceof Error ? error.message : 'The user was not saved.',
  });
  const [flags, setFlags] = useState<UserFlags>({ isActive: user.isActive, emailVerified: user.emailVerified });
  // What the server has: the user as loaded, then as the last save or reload answered.
  const [stored, setStored] = useState(() => storedForm(user));
  useUnsavedChangesWarning(JSON.stringify({ values, flags }) !== JSON.stringify(stored));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = userUpdateBody(user, values, flags);
    // The body goes as built (the whole user), not as the schema's output.
    await sendChecked(validate(updateUserSchema, body), async () => {
      const saved = await updateUser(user.id, body);
      setStored(storedForm(saved));
      await mutate(userKey(user.id), saved, { revalidate: false });
      void refreshUsersPages();
      return 'The user has been saved.';
    });
  }

  async function reload() {
    const fresh = await mutate<UserDetails>(userKey(user.id));
    if (fresh) {
      setValues(userFormValues(fresh));
      setFlags({ isActive: fresh.isActive, emailVerified: fresh.emailVerified });
      setStored(storedForm(fresh));
    }
    setOutcome(undefined);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <FormOutcome outcome={outcome}>
        {outcome?.message === STALE_USER_MESSAGE && (
          <button className="button button--secondary" type="button" onClick={reload}>
            Reload user
          </button>
        )}
      </FormOutcome>
      <TextField label={LABELS.email} type="email" autoComplete="off" required {...field('email')} />
      <TextField label={LABELS.firstName} autoComplete="off" required {...field('firstName')} />
      <TextField label={LABELS.lastName} autoComplete="off" required {...field('lastName')} />
      <TextField label={LABELS.userName} autoComplete="off" required {...field('userName')} />
      <TextField label={LABELS.phoneNumber} type="tel" autoComplete="off" {...field('phoneNumber')} />
      <TextField label={LABELS.dateOfBirth} type="date" {...field('dateOfBirth')} />
      <TextField label={LABELS.profilePicture} type="url" {...field('profilePicture')} />
      <TextField label={LABELS.biography} rows={4} {...field('biography')} />
      {isAdmin &&
        (['isActive', 'emailVerified'] as const).map((name) => (
          <CheckboxField
            key={name}
            label={LABELS[name]}
            name={name}
            checked={flags[name]}
            onCheckedChange={(checked) => setFlags((current) => ({ ...current, [name]: checked }))}
          />
        ))}
      <div className="form__actions">
        <SubmitButton busy={submitting} label="Save changes" busyLabel="Saving…" />
      </div>
    </form>
  );
}
