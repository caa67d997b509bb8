import { type FormEvent, useState } from 'react';
import { registerSchema } from '#shared/validation/accounts.ts';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { NewPasswordField } from '#web/shared/ui/new-password-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { registerAccount } from '../api/register';

const emptyRegistration = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  userName: '',
  dateOfBirth: '',
  phoneNumber: '',
};

/** Creates an account; on success the caller sends the new user to sign in. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { values, setErrors, field } = useFormFields(emptyRegistration);
  const { submitting, sendChecked } = useFormSubmission(setErrors);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    await sendChecked(
      validate(registerSchema, withoutBlankFields(values)),
      async (data) => {
        const user = await registerAccount(data);
        onRegistered(user.email || data.email);
      },
      {
        onFailure: (error) =>
          setFailure(error instanceof Error ? error.message : 'Registration failed. Please try again.'),
        leavesForm: true,
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <NewPasswordField label="Password" {...field('password')} />
      <TextField
        label="User name"
        autoComplete="username"
        hint="Letters, digits and . _ + - only. Without one, it is made from your names (firstname.lastname)."
        {...field('userName')}
      />
      <TextField label="Date of birth" type="date" autoComplete="bday" {...field('dateOfBirth')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" {...field('phoneNumber')} />
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Creating your account…' : 'Create account'}
        </button>
      </div>
    </form>
  );
}
