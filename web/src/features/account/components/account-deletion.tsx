import { DELETION_NEEDS_PASSWORD } from '#shared/accounts.ts';
import { deleteOwnAccount } from '#web/features/account/api/delete-account.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { ConfirmButton } from '#web/shared/ui/confirm-button.tsx';
import { CurrentPasswordField, useCurrentPassword } from '#web/shared/ui/current-password-field.tsx';

/**
 * "Delete my account": asks first, with the current password (needed every time, however recent
 * the sign-in; a missing or wrong one shows at the field and the dialog stays open). The account is soft-deleted
 * (restorable on a reactivation request, which the mail sent explains); then `onDeleted` signs
 * this browser out and shows where the user landed.
 */
export function AccountDeletion({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const password = useCurrentPassword();

  async function deleteAccount(): Promise<boolean> {
    if (!password.value) {
      password.setError(DELETION_NEEDS_PASSWORD);
      return false;
    }
    if (!(await password.runWith(() => deleteOwnAccount(password.value)))) return false;
    await onDeleted();
    return true;
  }

  return (
    <div className="page-stack">
      <p>
        Deleting your account signs you out everywhere and stops it from signing in. Export your data first if you want
        a copy. If you change your mind, you can ask for the account back: the email we send explains how.
      </p>
      <div className="form__actions">
        <ConfirmButton
          label="Delete my account"
          onClose={password.reset}
          title="Delete your account?"
          actions={[{ label: 'Delete my account', pendingLabel: 'Deleting…', run: deleteAccount }]}
          describeError={(failure) => `Your account could not be deleted. ${describeFailure(failure)}`}
        >
          <p>You will be signed out on every device, and the account can no longer sign in until it is restored.</p>
          <CurrentPasswordField name="deletionCurrentPassword" required {...password.fieldProps} />
        </ConfirmButton>
      </div>
    </div>
  );
}
