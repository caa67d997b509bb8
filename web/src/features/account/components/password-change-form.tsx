import { type FormEvent, useState } from 'react';
import { changePasswordSchema } from '#shared/validation/accounts.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { NewPasswordField } from '#web/shared/ui/new-password-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

export type ChangePassword = (change: { currentPassword: string; newPassword: string }) => Promise<void>;

const emptyChange = { currentPassword: '', newPassword: '' };

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  currentPassword: 'Current password',
  newPassword: 'New password',
};

/** Current and new password; the server ends every other session when it changes. */
export function PasswordChangeForm({ onChangePassword }: { onChangePassword: ChangePassword }) {
  const { values, setValues, setErrors, field } = useFormFields(emptyChange);
  const { submitting, sendChecked } = useFormSubmission(setErrors, LABELS);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    await sendChecked(
      validate(changePasswordSchema, values),
      async (data) => {
        await onChangePassword(data);
        setValues(emptyChange);
        setOutcome({
          tone: 'success',
          message: 'Your password has been changed. You were signed out on your other devices.',
        });
      },
      {
        onFailure: (error) =>
          setOutcome({
            tone: 'error',
            message: error instanceof Error ? error.message : 'The password was not changed.',
          }),
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <TextField
        label={LABELS.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <NewPasswordField label={LABELS.newPassword} {...field('newPassword')} />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
