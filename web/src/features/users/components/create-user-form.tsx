import { type FormEvent, useState } from 'react';
import { ROLES, type RoleName, type UserDetails } from '#shared/accounts.ts';
import { createUserSchema } from '#shared/validation/accounts.ts';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { NewPasswordField } from '#web/shared/ui/new-password-field.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';
import { createUser } from '../api/create-user';
import { useRoles } from '../api/get-roles';
import { refreshUsersPages } from '../api/list-users';
import { RoleCheckboxes } from './role-checkboxes';

const emptyUser = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  userName: '',
  dateOfBirth: '',
  phoneNumber: '',
};

interface CreateUserFormProps {
  /** Role choice is an admin-only option; without it the server gives the new user the User role. */
  isAdmin: boolean;
  onCreated: (user: UserDetails) => void;
}

/** `POST /users`: the server refuses non-admins, and its message is shown as it is. */
export function CreateUserForm({ isAdmin, onCreated }: CreateUserFormProps) {
  const { values, setErrors, errors, field } = useFormFields(emptyUser);
  const [roles, setRoles] = useState<string[]>(['User']);
  const { data: knownRoles } = useRoles(isAdmin);
  const { submitting, sendChecked } = useFormSubmission(setErrors);
  const [failure, setFailure] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(undefined);
    const input = { ...withoutBlankFields(values), ...(isAdmin ? { roles: roles as RoleName[] } : {}) };
    await sendChecked(
      validate(createUserSchema, input),
      async (data) => {
        const user = await createUser(data);
        void refreshUsersPages();
        onCreated(user);
      },
      {
        onFailure: (error) => setFailure(error instanceof Error ? error.message : 'The user was not created.'),
        leavesForm: true,
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField label="First name" autoComplete="off" required {...field('firstName')} />
      <TextField label="Last name" autoComplete="off" required {...field('lastName')} />
      <TextField label="Email" type="email" autoComplete="off" required {...field('email')} />
      <NewPasswordField label="Password" {...field('password')} />
      <TextField label="User name" autoComplete="off" {...field('userName')} />
      <TextField label="Date of birth" type="date" {...field('dateOfBirth')} />
      <TextField label="Phone number" type="tel" {...field('phoneNumber')} />
      {isAdmin && (
        <>
          <RoleCheckboxes roles={knownRoles ?? ROLES} checked={roles} by="name" onChange={setRoles} />
          {errors.roles && <p className="field__error">{errors.roles}</p>}
        </>
      )}
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Creating…' : 'Create user'}
        </button>
      </div>
    </form>
  );
}
