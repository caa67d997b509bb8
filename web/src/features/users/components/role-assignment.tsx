import { type FormEvent, useEffect, useState } from 'react';
import { mutate } from 'swr';
import type { RoleId } from '#shared/accounts.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
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
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string }>();

  useEffect(() => {
    if (assigned) setChecked(assigned.map((item) => item.roleId));
  }, [assigned]);

  if (rolesError) return <Alert tone="error">The roles could not be loaded: {(rolesError as Error).message}</Alert>;
  if (!roles || !checked) return <Spinner label="Loading roles…" />;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaving(true);
    setOutcome(undefined);
    try {
      const saved = await assignUserRoles(userId, (checked ?? []) as RoleId[]);
      await mutate(userRolesKey(userId), saved, { revalidate: false });
      void mutate(userKey(userId));
      void refreshUsersPages();
      setOutcome({ tone: 'success', message: 'Roles saved.' });
    } catch (error) {
      setOutcome({ tone: 'error', message: error instanceof Error ? error.message : 'The roles were not saved.' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form" onSubmit={save} aria-busy={saving}>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <RoleCheckboxes roles={roles} checked={checked} by="id" onChange={setChecked} disabled={saving} />
      <div className="form__actions">
        <button className="button" type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save roles'}
        </button>
      </div>
    </form>
  );
}
