import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { CurrentPasswordField } from '#web/shared/ui/current-password-field.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { deleteOwnAccount } from '../api/delete-account';

/**
 * "Delete my account": asks first, with the current password (needed unless the sign-in is
 * recent; its error shows at the field). The account is soft-deleted (restorable on a reactivation
 * request, which the mail sent explains); then `onDeleted` signs this browser out and shows where
 * the user landed.
 */
export function AccountDeletion({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const [deleting, setDeleting] = useState(false);
  const [failure, setFailure] = useState<string>();

  function close() {
    setAsking(false);
    setPassword('');
    setPasswordError(undefined);
  }

  async function confirm() {
    setDeleting(true);
    setFailure(undefined);
    try {
      await deleteOwnAccount(password || undefined);
    } catch (error) {
      // A missing or wrong current password is answered in the dialog, which stays open for it.
      const passwordProblem = error instanceof ApiError ? fieldErrorsFromBody(error.body).currentPassword : undefined;
      if (passwordProblem) setPasswordError(passwordProblem);
      else {
        close();
        setFailure(`Your account could not be deleted. ${describeFailure(error)}`);
      }
      setDeleting(false);
      return;
    }
    await onDeleted();
  }

  return (
    <div className="page-stack">
      <p>
        Deleting your account signs you out everywhere and stops it from signing in. Export your data first if you want
        a copy. If you change your mind, you can ask for the account back: the email we send explains how.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="form__actions">
        <button className="button button--danger" type="button" onClick={() => setAsking(true)}>
          Delete my account
        </button>
      </div>
      <ModalDialog open={asking} onClose={close} title="Delete your account?" size="narrow">
        <p>You will be signed out on every device, and the account can no longer sign in until it is restored.</p>
        <CurrentPasswordField
          name="deletionCurrentPassword"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setPasswordError(undefined);
          }}
          error={passwordError}
        />
        <div className="modal__actions">
          <button className="button button--danger" type="button" disabled={deleting} onClick={confirm}>
            {deleting ? 'Deleting…' : 'Delete my account'}
          </button>
          <button className="button button--secondary" type="button" data-autofocus onClick={close}>
            Cancel
          </button>
        </div>
      </ModalDialog>
    </div>
  );
}
