import { type FormEvent, useState } from 'react';
import { reactivationSchema } from '#shared/validation/accounts.ts';
import { requestReactivation } from '#web/features/auth/api/request-reactivation.ts';
import { reactivationErrorMessage } from '#web/features/auth/lib/auth-messages.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { Alert } from '#web/shared/ui/alert.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { ModalDialog } from '#web/shared/ui/modal-dialog.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

interface DeletedAccountDialogProps {
  open: boolean;
  /** The server's words, e.g. 'This account has been deleted.' */
  message: string;
  email: string;
  onClose: () => void;
}

/** The overlay shown when a deleted account tries to sign in, offering a reactivation request. */
export function DeletedAccountDialog({ open, message, email, onClose }: DeletedAccountDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Account deleted">
      <p>{message}</p>
      <ReactivationForm email={email} onClose={onClose} />
    </ModalDialog>
  );
}

/** The fields' labels, also for naming a field in a server's message. */
const LABELS = { email: 'Email', reactivationReason: 'Reason for reactivation' };

function ReactivationForm({ email, onClose }: { email: string; onClose: () => void }) {
  const { values, setErrors, field } = useFormFields({ email, reactivationReason: '' });
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: LABELS,
    failure: reactivationErrorMessage,
  });
  const [confirmation, setConfirmation] = useState<string>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await sendChecked(validate(reactivationSchema, values), async (data) =>
      setConfirmation((await requestReactivation(data)).message),
    );
  }

  if (confirmation) {
    return (
      <>
        <Alert tone="success">{confirmation}</Alert>
        <div className="modal__actions">
          <button className="button" type="button" onClick={onClose}>
            Close
          </button>
        </div>
      </>
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <p>You can ask for it to be reactivated. Tell us why, and we will answer by e-mail.</p>
      <FormOutcome outcome={outcome} />
      <TextField label={LABELS.email} type="email" autoComplete="email" required {...field('email')} />
      <TextField label={LABELS.reactivationReason} rows={4} required {...field('reactivationReason')} />
      <div className="modal__actions">
        <button className="button button--secondary" type="button" onClick={onClose}>
          Close
        </button>
        <SubmitButton busy={submitting} label="Request reactivation" busyLabel="Sending…" />
      </div>
    </form>
  );
}
