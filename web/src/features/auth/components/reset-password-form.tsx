import { type FormEvent, useEffect, useState } from 'react';
import { resetPasswordSchema } from '#shared/validation/accounts.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { NewPasswordField } from '#web/shared/ui/new-password-field.tsx';
import { resetPassword } from '../api/reset-password';
import { RESET_SUCCESS, resetPasswordErrorMessage } from '../lib/auth-messages';

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  newPassword: 'New password',
};

/** After a successful reset the page waits this long, so the message can be read, then goes to login. */
export const RESET_REDIRECT_MS = 3000;

interface ResetPasswordFormProps {
  email: string;
  token: string;
  /** Called RESET_REDIRECT_MS after the password was reset. */
  onDone: () => void;
}

/** Sets a new password with the email and token of the reset link. */
export function ResetPasswordForm({ email, token, onDone }: ResetPasswordFormProps) {
  const { values, setErrors, field } = useFormFields({ newPassword: '' });
  const { submitting, sendChecked } = useFormSubmission(setErrors, LABELS);
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const checked = validate(resetPasswordSchema, { email, token, newPassword: values.newPassword });
    // The email and token come from the link, not from a field: their errors are shown on top.
    if (!checked.ok && (checked.errors.email || checked.errors.token)) {
      setFailure(checked.errors.email ?? checked.errors.token);
    }
    await sendChecked(
      checked,
      async (data) => {
        await resetPassword(data);
        setDone(true);
      },
      { onFailure: (error) => setFailure(resetPasswordErrorMessage(error)), leavesForm: true },
    );
  }

  if (done) return <Alert tone="success">{RESET_SUCCESS}</Alert>;

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      <NewPasswordField
        label={LABELS.newPassword}
        type={showPassword ? 'text' : 'password'}
        {...field('newPassword')}
      />
      <CheckboxField
        label="Show password"
        name="showPassword"
        checked={showPassword}
        onCheckedChange={setShowPassword}
      />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : 'Reset password'}
        </button>
      </div>
    </form>
  );
}
