import { type FormEvent, useState } from 'react';
import { registerSchema } from '../../../../../shared/validation/accounts';
import { ApiError } from '../../../shared/api/api-error';
import { withoutBlankFields } from '../../../shared/lib/blank-fields';
import { fieldErrorsFromBody } from '../../../shared/lib/field-errors';
import { PASSWORD_HINT } from '../../../shared/lib/password-hint';
import { useFormFields } from '../../../shared/lib/use-form-fields';
import { validate } from '../../../shared/lib/validate';
import { Alert } from '../../../shared/ui/alert';
import { TextField } from '../../../shared/ui/text-field';
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
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const checked = validate(registerSchema, withoutBlankFields(values));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSubmitting(true);
    try {
      const user = await registerAccount(checked.data);
      onRegistered(user.email || checked.data.email);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Registration failed. Please try again.');
      if (error instanceof ApiError) setErrors(fieldErrorsFromBody(error.body));
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={PASSWORD_HINT}
        {...field('password')}
      />
      <TextField
        label="User name"
        autoComplete="username"
        hint="Letters, digits and . _ @ + - only. Without one, your email is your user name."
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
