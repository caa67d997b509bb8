import { type FormEvent, useEffect, useState } from 'react';
import { resetPasswordSchema } from '#shared/validation/accounts.ts';
import { resetPassword } from '#web/features/auth/api/reset-password.ts';
import { RESET_SUCCESS, resetPasswordErrorMessage } from '#web/features/auth/lib/auth-messages.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { NewPasswordField } from '#web/shared/ui/new-password-field.tsx';

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = {
  newPassword: 'New password',
};

/** After a successful reset the page waits this long, so the message can be read, then goes to login. */
const RESET_REDIRECT_MS = 3000;

interface ResetPasswordFormProps {
  email: string;
  token: string;
  /** Called RESET_REDIRECT_MS after the password was reset. */
  onDone: () => void;
}

/** Sets a new password with the email and token of the reset link. */
export function ResetPasswordForm({ email, token, onDone }: ResetPasswordFormProps) {
  const { values, setErrors, field } = useFormFields({ newPassword: '' });
  const { submitting, outcome, setOutcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: LABELS,
    failure: resetPasswordErrorMessage,
  });
  const [showPassword, setShowPassword] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(resetPasswordSchema, { email, token, newPassword: values.newPassword });
    await sendChecked(
      checked,
      async (data) => {
        await resetPassword(data);
        setDone(true);
      },
      { leavesForm: true },
    );
    // The email and token come from the link, not from a field: their errors are shown on top.
    const linkProblem = checked.ok ? undefined : (checked.errors.email ?? checked.errors.token);
    if (linkProblem) setOutcome({ tone: 'error', message: linkProblem });
  }

  if (done) return <Alert tone="success">{RESET_SUCCESS}</Alert>;

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <FormOutcome outcome={outcome} />
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
        <SubmitButton busy={submitting} label="Reset password" busyLabel="Saving…" />
      </div>
    </form>
  );
}
