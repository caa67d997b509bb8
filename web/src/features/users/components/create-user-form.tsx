import { useState } from 'react';
import { ROLES, type RoleName, type UserDetails } from '#shared/accounts.ts';
import { createUserSchema } from '#shared/validation/accounts.ts';
import { createUser } from '#web/features/users/api/create-user.ts';
import { useRoles } from '#web/features/users/api/get-roles.ts';
import { refreshUsersPages } from '#web/features/users/api/list-users.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { NewAccountForm } from '#web/shared/ui/new-account-form.tsx';
import { RoleCheckboxes } from './role-checkboxes';

interface CreateUserFormProps {
  /** Role choice is an admin-only option; without it the server gives the new user the User role. */
  isAdmin: boolean;
  onCreated: (user: UserDetails) => void;
}

/** `POST /users`: the server refuses non-admins, and its message is shown as it is. */
export function CreateUserForm({ isAdmin, onCreated }: CreateUserFormProps) {
  const [roles, setRoles] = useState<string[]>(['User']);
  const { data: knownRoles } = useRoles(isAdmin);

  return (
    <NewAccountForm
      owner="other"
      check={(input) => validate(createUserSchema, input)}
      send={async (data) => {
        const user = await createUser(data);
        void refreshUsersPages();
        onCreated(user);
      }}
      failureText="The user was not created."
      submitLabel="Create user"
      pendingLabel="Creating…"
      extra={isAdmin ? { roles: roles as RoleName[] } : undefined}
    >
      {(errors) =>
        isAdmin && (
          <>
            <RoleCheckboxes roles={knownRoles ?? ROLES} checked={roles} by="name" onChange={setRoles} />
            {errors.roles && <p className="field__error">{errors.roles}</p>}
          </>
        )
      }
    </NewAccountForm>
  );
}
