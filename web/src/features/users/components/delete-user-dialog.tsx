import { useId, useState } from 'react';
import { Alert } from '../../../shared/ui/alert';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { deleteUser } from '../api/delete-user';
import { refreshUsersPages } from '../api/list-users';
import { deleteUserErrorMessage } from '../lib/user-messages';
import './users.css';

interface DeleteUserDialogProps {
  open: boolean;
  userId: string;
  userName: string;
  /** The signed-in user's client-side admin flag, sent along (the server decides on its own). */
  isAdmin: boolean;
  onClose: () => void;
  onDeleted: (permanent: boolean) => void;
}

/** Spec §2: soft or permanent delete of a user, each with what it does, and Cancel. */
export function DeleteUserDialog({ open, userId, userName, isAdmin, onClose, onDeleted }: DeleteUserDialogProps) {
  const softId = useId();
  const permanentId = useId();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function remove(isPermanent: boolean) {
    setPending(true);
    setFailure(undefined);
    try {
      await deleteUser(userId, { isAdmin, isPermanent });
      void refreshUsersPages();
      onDeleted(isPermanent);
    } catch (error) {
      setFailure(deleteUserErrorMessage(error, isPermanent));
      setPending(false);
    }
  }

  function close() {
    setFailure(undefined);
    onClose();
  }

  return (
    <ModalDialog open={open} onClose={close} title={`Delete ${userName}?`} size="narrow">
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="delete-choice">
        <button
          className="button button--secondary"
          type="button"
          aria-describedby={softId}
          disabled={pending}
          onClick={() => remove(false)}
        >
          Soft Delete
        </button>
        <p id={softId}>Marks the user deleted and blocks login; the data is kept and the user can be restored.</p>
      </div>
      <div className="delete-choice">
        <button
          className="button button--danger"
          type="button"
          aria-describedby={permanentId}
          disabled={pending}
          onClick={() => remove(true)}
        >
          Permanent Delete
        </button>
        <p id={permanentId}>Removes the user, their roles, preferences and sessions for good. This cannot be undone.</p>
      </div>
      <div className="modal__actions">
        <button className="button button--secondary" type="button" data-autofocus onClick={close}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
