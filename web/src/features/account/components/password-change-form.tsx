import { type FormEvent, useState } from 'react';
import { changePasswordSchema } from '../../../../../shared/validation/accounts';
import { ApiError } from '../../../shared/api/api-error';
import { fieldErrorsFromBody } from '../../../shared/lib/field-errors';
import { PASSWORD_HINT } from '../../../shared/lib/password-hint';
import { useFormFields } from '../../../shared/lib/use-form-fields';
import { validate } from '../../../shared/lib/validate';
import { Alert } from '../../../shared/ui/alert';
import { TextField } from '../../../shared/ui/text-field';

export type ChangePassword = (change: { currentPassword: string; newPassword: string }) => Promise<void>;

const emptyChange = { currentPassword: '', newPassword: '' };

/** Current and new password; the server ends every other session when it changes. */
export function PasswordChangeForm({ onChangePassword }: { onChangePassword: ChangePassword }) {
  const { values, setValues, setErrors, field } = useFormFields(emptyChange);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const checked = validate(changePasswordSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSubmitting(true);
    try {
      await onChangePassword(checked.data);
      setValues(emptyChange);
      setOutcome({
        tone: 'success',
        message: 'Your password has been changed. You were signed out on your other devices.',
      });
    } catch (error) {
      setOutcome({ tone: 'error', message: error instanceof Error ? error.message : 'The password was not changed.' });
      if (error instanceof ApiError) setErrors(fieldErrorsFromBody(error.body));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        {...field('currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        {...field('newPassword')}
      />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}
