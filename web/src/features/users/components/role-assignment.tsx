import { type FormEvent, useEffect, useState } from 'react';
import { mutate } from 'swr';
import type { RoleId } from '#shared/accounts.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { Spinner } from '#web/shared/ui/spinner.tsx';
import { assignUserRoles } from '../api/assign-user-roles';
import { useRoles } from '../api/get-roles';
import { userKey } from '../api/get-user';
import { userRolesKey, useUserRoles } from '../api/get-user-roles';
import { refreshUsersPages } from '../api/list-users';
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
