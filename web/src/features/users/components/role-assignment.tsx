import { type FormEvent, useEffect, useState } from 'react';
import { mutate } from 'swr';
import type { RoleId } from '#shared/accounts.ts';
import { assignUserRoles } from '#web/features/users/api/assign-user-roles.ts';
import { useRoles } from '#web/features/users/api/get-roles.ts';
import { userKey } from '#web/features/users/api/get-user.ts';
import { userRolesKey, useUserRoles } from '#web/features/users/api/get-user-roles.ts';
import { refreshUsersPages } from '#web/features/users/api/list-users.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { RoleCheckboxes } from './role-checkboxes';

/** The user's roles as checkboxes (`GET /roles`, `GET /user-roles/{id}/roles`), saved as one list. */
export function RoleAssignment({ userId }: { userId: string }) {
  const { data: roles, error: rolesError } = useRoles();
  const { data: assigned } = useUserRoles(userId);
  const [checked, setChecked] = useState<string[]>();
  const { submitting, outcome, sendChecked } = useFormSubmission({ failure: 'The roles were not saved.' });

  useEffect(() => {
    if (assigned) setChecked(assigned.map((item) => item.roleId));
  }, [assigned]);

  if (rolesError) return <Alert tone="error">The roles could not be loaded: {(rolesError as Error).message}</Alert>;
  if (!roles || !checked) return <Spinner label="Loading roles…" />;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked({ ok: true, data: (checked ?? []) as RoleId[] }, async (roleIds) => {
      const saved = await assignUserRoles(userId, roleIds);
      await mutate(userRolesKey(userId), saved, { revalidate: false });
      void mutate(userKey(userId));
      void refreshUsersPages();
      return 'Roles saved.';
    });
  }

  return (
    <form className="form" onSubmit={save} aria-busy={submitting}>
      <FormOutcome outcome={outcome} />
      <RoleCheckboxes roles={roles} checked={checked} by="id" onChange={setChecked} disabled={submitting} />
      <div className="form__actions">
        <SubmitButton busy={submitting} label="Save roles" busyLabel="Saving…" />
      </div>
    </form>
  );
}
