import type { FormEvent } from 'react';
import { forgotPasswordSchema } from '#shared/validation/accounts.ts';
import { requestPasswordReset } from '#web/features/auth/api/forgot-password.ts';
import { forgotPasswordErrorMessage } from '#web/features/auth/lib/auth-messages.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

/** The field's label, also for naming it in a server's message. */
const LABELS = { email: 'Email' };

/** Asks for a reset link by e-mail; the server answers the same whether or not the address is known. */
export function ForgotPasswordForm() {
  const { values, setErrors, field } = useFormFields({ email: '' });
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: LABELS,
    failure: forgotPasswordErrorMessage,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked(
      validate(forgotPasswordSchema, values),
      async ({ email }) => (await requestPasswordReset(email)).message,
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <FormOutcome outcome={outcome} />
      <TextField label={LABELS.email} type="email" autoComplete="email" required {...field('email')} />
      <div className="form__actions">
        <SubmitButton busy={submitting} label="Send reset link" busyLabel="Sending…" />
      </div>
    </form>
  );
}
