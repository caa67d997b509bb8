import { type FormEvent, useState } from 'react';
import { forgotPasswordSchema } from '#shared/validation/accounts.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { requestPasswordReset } from '../api/forgot-password';
import { forgotPasswordErrorMessage } from '../lib/auth-messages';

/** Asks for a reset link by e-mail; the server answers the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const { values, setErrors, field } = useFormFields({ email: '' });
  const { submitting, sendChecked } = useFormSubmission(setErrors);
  const [failure, setFailure] = useState<string>();
  const [confirmation, setConfirmation] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    setConfirmation(undefined);
    await sendChecked(
      validate(forgotPasswordSchema, values),
      async ({ email }) => setConfirmation((await requestPasswordReset(email)).message),
      { onFailure: (error) => setFailure(forgotPasswordErrorMessage(error)) },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && <Alert tone="error">{failure}</Alert>}
      {confirmation && <Alert tone="success">{confirmation}</Alert>}
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Sending…' : 'Send reset link'}
        </button>
      </div>
    </form>
  );
}
