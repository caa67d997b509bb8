import type { ReactNode } from 'react';
import type { Outcome } from '#web/shared/lib/use-form-submission.ts';
import { Alert } from './alert';

/** What the last submit did, above the form; `children` add to it (a Reload button). */
export function FormOutcome({ outcome, children }: { outcome: Outcome | undefined; children?: ReactNode }) {
  if (!outcome) return null;
  if (outcome.detail === undefined && children === undefined) {
    return <Alert tone={outcome.tone}>{outcome.message}</Alert>;
  }
  return (
    <Alert tone={outcome.tone}>
      <p>{outcome.message}</p>
      {outcome.detail && <p>{outcome.detail}</p>}
      {children}
    </Alert>
  );
}

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  /** What the button says while the form is busy (`Saving…`). */
  busyLabel: string;
  /** Disabled for another reason too (another action of the form runs). */
  disabled?: boolean;
}

/** A form's submit button: disabled while the form is busy, saying what is happening. */
export function SubmitButton({ busy, label, busyLabel, disabled = false }: SubmitButtonProps) {
  return (
    <button className="button" type="submit" disabled={busy || disabled}>
      {busy ? busyLabel : label}
    </button>
  );
}
