import { type ReactNode, useId, useState } from 'react';
import { Alert } from '#web/shared/ui/alert.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
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
      <DeleteChoice label="Soft Delete" tone="secondary" disabled={pending} onChoose={() => remove(false)}>
        Marks the user deleted and blocks login; the data is kept and the user can be restored.
      </DeleteChoice>
      <DeleteChoice label="Permanent Delete" tone="danger" disabled={pending} onChoose={() => remove(true)}>
        Removes the user, their roles, preferences and sessions for good. This cannot be undone.
      </DeleteChoice>
      <div className="modal__actions">
        <button className="button button--secondary" type="button" data-autofocus onClick={close}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}

interface DeleteChoiceProps {
  label: string;
  tone: 'secondary' | 'danger';
  disabled: boolean;
  onChoose: () => void;
  /** What this delete does; it describes the button. */
  children: ReactNode;
}

function DeleteChoice({ label, tone, disabled, onChoose, children }: DeleteChoiceProps) {
  const descriptionId = useId();
  return (
    <div className="delete-choice">
      <button
        className={`button button--${tone}`}
        type="button"
        aria-describedby={descriptionId}
        disabled={disabled}
        onClick={onChoose}
      >
        {label}
      </button>
      <p id={descriptionId}>{children}</p>
    </div>
  );
}
