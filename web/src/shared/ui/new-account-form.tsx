import type { FormEvent, ReactNode } from 'react';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';
import type { FieldErrors } from '#web/shared/lib/field-errors.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import type { Validation } from '#web/shared/lib/validate.ts';
import { FormOutcome, SubmitButton } from './form-outcome';
import { NewPasswordField } from './new-password-field';
import { TextField } from './text-field';

const emptyAccount = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  userName: '',
  dateOfBirth: '',
  phoneNumber: '',
};

type NewAccountValues = Partial<typeof emptyAccount>;

/** The fields' labels, also for naming a field in a server's message. */
const LABELS: Record<keyof typeof emptyAccount, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  userName: 'User name',
  dateOfBirth: 'Date of birth',
  phoneNumber: 'Phone number',
};

interface NewAccountFormProps<Data> {
  /**
   * `self`: visitors registering, whose browser may fill in their own details, told how their user
   * name is made; `other`: an admin creating someone else's account, where autofill would put the
   * admin's own details in.
   */
  owner: 'self' | 'other';
  /** Checks the entered values (blank optional fields left out) with `extra` added. */
  check: (input: NewAccountValues & Record<string, unknown>) => Validation<Data>;
  send: (data: Data) => Promise<void>;
  /** Shown when the failure is not an Error with a message of its own. */
  failureText: string;
  submitLabel: string;
  pendingLabel: string;
  /** More of the request, from `children` (the admin's role choice). */
  extra?: Record<string, unknown>;
  /** More fields after the account's own, given the field errors. */
  children?: (errors: FieldErrors) => ReactNode;
}

/** The fields of a new account (names, e-mail, password, user name, birth date, phone) and its submit. */
export function NewAccountForm<Data>({
  owner,
  check,
  send,
  failureText,
  submitLabel,
  pendingLabel,
  extra,
  children,
}: NewAccountFormProps<Data>) {
  const { values, errors, setErrors, field } = useFormFields(emptyAccount);
  const { submitting, outcome, sendChecked } = useFormSubmission({ setErrors, labels: LABELS, failure: failureText });
  const self = owner === 'self';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked(check({ ...withoutBlankFields(values), ...extra }), send, { leavesForm: true });
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <FormOutcome outcome={outcome} />
      <TextField label={LABELS.firstName} autoComplete={self ? 'given-name' : 'off'} required {...field('firstName')} />
      <TextField label={LABELS.lastName} autoComplete={self ? 'family-name' : 'off'} required {...field('lastName')} />
      <TextField label={LABELS.email} type="email" autoComplete={self ? 'email' : 'off'} required {...field('email')} />
      <NewPasswordField label={LABELS.password} {...field('password')} />
      <TextField
        label={LABELS.userName}
        autoComplete={self ? 'username' : 'off'}
        hint={
          self
            ? 'Letters, digits and . _ + - only. Without one, it is made from your names (firstname.lastname).'
            : undefined
        }
        {...field('userName')}
      />
      <TextField
        label={LABELS.dateOfBirth}
        type="date"
        autoComplete={self ? 'bday' : undefined}
        {...field('dateOfBirth')}
      />
      <TextField
        label={LABELS.phoneNumber}
        type="tel"
        autoComplete={self ? 'tel' : undefined}
        {...field('phoneNumber')}
      />
      {children?.(errors)}
      <div className="form__actions">
        <SubmitButton busy={submitting} label={submitLabel} busyLabel={pendingLabel} />
      </div>
    </form>
  );
}
