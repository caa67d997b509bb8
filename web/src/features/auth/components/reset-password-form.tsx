import { type FormEvent, useEffect, useState } from 'react';
import { resetPasswordSchema } from '../../../../../shared/validation/accounts';
import { ApiError } from '../../../shared/api/api-error';
import { fieldErrorsFromBody } from '../../../shared/lib/field-errors';
import { PASSWORD_HINT } from '../../../shared/lib/password-hint';
import { useFormFields } from '../../../shared/lib/use-form-fields';
import { validate } from '../../../shared/lib/validate';
import { Alert } from '../../../shared/ui/alert';
import { CheckboxField } from '../../../shared/ui/checkbox-field';
import { TextField } from '../../../shared/ui/text-field';
import { resetPassword } from '../api/reset-password';
import { RESET_SUCCESS, resetPasswordErrorMessage } from '../lib/auth-messages';

/** Spec §9: the page goes to login this long after a successful reset. */
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
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
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
    if (!checked.ok) {
      setErrors(checked.errors);
      if (checked.errors.email || checked.errors.token) setFailure(checked.errors.email ?? checked.errors.token);
      return;
    }
    setSubmitting(true);
    try {
      await resetPassword(checked.data);
      setDone(true);
    } catch (error) {
      setFailure(resetPasswordErrorMessage(error));
      if (error instanceof ApiError) setErrors(fieldErrorsFromBody(error.body));
      setSubmitting(false);
    }
  }

  if (done) return <Alert tone="success">{RESET_SUCCESS}</Alert>;

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <p>
        Choose a new password for <strong>{email}</strong>.
      </p>
      <TextField
        label="New password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
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
