import { useState } from 'react';
import { mutate } from 'swr';
import type { UserDetails } from '#shared/accounts.ts';
import { deleteUser } from '#web/features/users/api/delete-user.ts';
import { userKey } from '#web/features/users/api/get-user.ts';
import { refreshUsersPages } from '#web/features/users/api/list-users.ts';
import { restoreUser } from '#web/features/users/api/restore-user.ts';
import { fullName } from '#web/features/users/lib/user-form.ts';
import { deleteUserErrorMessage } from '#web/features/users/lib/user-messages.ts';
import { formatForViewer } from '#web/shared/lib/viewer-dates.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import './users.css';

interface UserAccountActionsProps {
  user: UserDetails;
  /** The signed-in user's client-side admin flag, sent along (the server decides on its own). */
  isAdmin: boolean;
  /** After a delete: soft (`false`, reversible) or permanent. */
  onDeleted: (isPermanent: boolean) => void;
}

/**
 * Restore (for a soft-deleted user) and Delete, which asks first: a soft delete (reversible) or a
 * permanent one, each with what it does.
 */
export function UserAccountActions({ user, isAdmin, onDeleted }: UserAccountActionsProps) {
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

  const deleteAction = (isPermanent: boolean) => async () => {
    await deleteUser(user.id, { isAdmin, isPermanent });
    void refreshUsersPages();
    onDeleted(isPermanent);
  };

  return (
    <div className="page-stack">
      {user.isDeleted && (
        <p>
          This user was soft-deleted
          {user.deletedAt ? ` on ${formatForViewer(user.deletedAt, 'dateTime')}` : ''} and cannot sign in.
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
        <ConfirmButton
          label="Delete user"
          title={`Delete ${fullName(user)}?`}
          actions={[
            {
              label: 'Soft Delete',
              pendingLabel: 'Deleting…',
              tone: 'secondary',
              description: 'Marks the user deleted and blocks login; the data is kept and the user can be restored.',
              run: deleteAction(false),
              describeError: (error) => deleteUserErrorMessage(error, false),
            },
            {
              label: 'Permanent Delete',
              pendingLabel: 'Deleting…',
              description: 'Removes the user, their roles, preferences and sessions for good. This cannot be undone.',
              run: deleteAction(true),
              describeError: (error) => deleteUserErrorMessage(error, true),
            },
          ]}
        />
      </div>
    </div>
  );
}
