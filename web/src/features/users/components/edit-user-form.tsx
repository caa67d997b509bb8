import { type FormEvent, useState } from 'react';
import { mutate } from 'swr';
import type { UserDetails } from '#shared/accounts.ts';
import { updateUserSchema } from '#shared/validation/accounts.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { userKey } from '../api/get-user';
import { refreshUsersPages } from '../api/list-users';
import { updateUser } from '../api/update-user';
import { userFormValues, userUpdateBody } from '../lib/user-form';
import { isStaleUserError } from '../lib/user-messages';

export const STALE_USER_MESSAGE =
  'Someone else saved this user after you opened it. Reload the user to see the latest version, then make your changes again.';

interface EditUserFormProps {
  user: UserDetails;
  /** The active flag is an admin-only option. */
  isAdmin: boolean;
}

/** `PUT /users/{id}` with the whole user; a stale concurrencyStamp (409) asks to reload instead of overwriting. */
export function EditUserForm({ user, isAdmin }: EditUserFormProps) {
  const { values, setValues, setErrors, field } = useFormFields(userFormValues(user));
  const { submitting, sendChecked } = useFormSubmission(setErrors);
  const [isActive, setIsActive] = useState(user.isActive);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string; stale?: boolean }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const body = userUpdateBody(user, values, isActive);
    // The body goes as built (the whole user), not as the schema's output.
    await sendChecked(
      validate(updateUserSchema, body),
      async () => {
        const saved = await updateUser(user.id, body);
        await mutate(userKey(user.id), saved, { revalidate: false });
        void refreshUsersPages();
        setOutcome({ tone: 'success', message: 'The user has been saved.' });
      },
      {
        onFailure: (error) => {
          const stale = isStaleUserError(error);
          const message = error instanceof Error ? error.message : 'The user was not saved.';
          setOutcome({ tone: 'error', message: stale ? STALE_USER_MESSAGE : message, stale });
        },
      },
    );
  }

  async function reload() {
    const fresh = await mutate<UserDetails>(userKey(user.id));
    if (fresh) {
      setValues(userFormValues(fresh));
      setIsActive(fresh.isActive);
    }
    setOutcome(undefined);
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {outcome && (
        <Alert tone={outcome.tone}>
          <p>{outcome.message}</p>
          {outcome.stale && (
            <button className="button button--secondary" type="button" onClick={reload}>
              Reload user
            </button>
          )}
        </Alert>
      )}
      <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
      <TextField label="First name" autoComplete="off" required {...field('firstName')} />
      <TextField label="Last name" autoComplete="off" required {...field('lastName')} />
      <TextField label="User name" autoComplete="off" required {...field('userName')} />
      <TextField label="Phone number" type="tel" autoComplete="off" {...field('phoneNumber')} />
      <TextField label="Date of birth" type="date" {...field('dateOfBirth')} />
      <TextField label="Profile picture URL" type="url" {...field('profilePicture')} />
      <TextField label="Biography" rows={4} {...field('biography')} />
      {isAdmin && (
        <CheckboxField label="Account active" name="isActive" checked={isActive} onCheckedChange={setIsActive} />
      )}
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
