import { useState } from 'react';
import { mutate } from 'swr';
import type { UserDetails } from '#shared/accounts.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { userKey } from '../api/get-user';
import { refreshUsersPages } from '../api/list-users';
import { restoreUser } from '../api/restore-user';
import { fullName } from '../lib/user-form';
import { DeleteUserDialog } from './delete-user-dialog';
import './users.css';

interface UserAccountActionsProps {
  user: UserDetails;
  isAdmin: boolean;
  onDeleted: () => void;
}

/** Restore (for a soft-deleted user) and Delete, which opens the soft/permanent dialog. */
export function UserAccountActions({ user, isAdmin, onDeleted }: UserAccountActionsProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [restoring, setRestoring] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string }>();

  async function restore() {
    setRestoring(true);
    setOutcome(undefined);
    try {
      const restored = await restoreUser(user.id);
      await mutate(userKey(user.id), restored, { revalidate: false });
      void refreshUsersPages();
      setOutcome({ tone: 'success', message: 'The user has been restored and can sign in again.' });
    } catch (error) {
      setOutcome({ tone: 'error', message: error instanceof Error ? error.message : 'The user was not restored.' });
    } finally {
      setRestoring(false);
    }
  }

  return (
    <div className="page-stack">
      {user.isDeleted && (
        <p>
          This user was soft-deleted
          {user.deletedAt ? ` on ${new Date(user.deletedAt).toLocaleString()}` : ''} and cannot sign in.
          {user.reactivationRequestedAt && ` They asked for reactivation: “${user.reactivationReason ?? ''}”.`}
        </p>
      )}
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      <div className="user-actions">
        {user.isDeleted && (
          <button className="button" type="button" onClick={restore} disabled={restoring}>
            {restoring ? 'Restoring…' : 'Restore user'}
          </button>
        )}
        <button className="button button--danger" type="button" onClick={() => setDialogOpen(true)}>
          Delete user
        </button>
      </div>
      <DeleteUserDialog
        open={dialogOpen}
        userId={user.id}
        userName={fullName(user)}
        isAdmin={isAdmin}
        onClose={() => setDialogOpen(false)}
        onDeleted={onDeleted}
      />
    </div>
  );
}
