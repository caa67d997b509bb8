import { type FormEvent, useRef, useState } from 'react';
import { changePasswordSchema } from '#shared/validation/accounts.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { NewPasswordField } from '#web/shared/ui/new-password-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

export type ChangePassword = (change: { currentPassword: string; newPassword: string }) => Promise<void>;

const emptyChange = { currentPassword: '', newPassword: '' };

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/**
 * Current and new password; the server ends every other session when it changes. "Show passwords"
 * shows both as typed, so a typo in the new one is seen before it locks anyone out. A wrong current
 * password is said once, at its field, which takes the focus.
 */
export function PasswordChangeForm({ onChangePassword }: { onChangePassword: ChangePassword }) {
  const { values, setValues, setErrors, field } = useFormFields(emptyChange);
  const [shown, setShown] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: LABELS,
    failure: (error) => {
      if (error instanceof ApiError && fieldErrorsFromBody(error.body).currentPassword) {
        requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('[name="currentPassword"]')?.focus());
        return undefined;
      }
      return error instanceof Error ? error.message : 'The password was not changed.';
    },
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked(validate(changePasswordSchema, values), async (data) => {
      await onChangePassword(data);
      setValues(emptyChange);
      return 'Your password has been changed. You were signed out on your other devices.';
    });
  }

  return (
    <form ref={form} className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <FormOutcome outcome={outcome} />
      <TextField
        label={LABELS.currentPassword}
        type={shown ? 'text' : 'password'}
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <NewPasswordField label={LABELS.newPassword} type={shown ? 'text' : 'password'} {...field('newPassword')} />
      <CheckboxField label="Show passwords" name="showPasswords" checked={shown} onCheckedChange={setShown} />
      <div className="form__actions">
        <SubmitButton busy={submitting} label="Change password" busyLabel="Changing…" />
      </div>
    </form>
  );
}
