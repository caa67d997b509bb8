import { useState } from 'react';
import { ApiError } from '../api/api-error';
import { type FieldErrors, fieldErrorsFromBody, labelledMessage } from './field-errors';
import type { Validation } from './validate';

interface SendOptions {
  /** Shows why sending failed; the answer's field errors are put next to their fields already. */
  onFailure: (error: unknown) => void;
  /** Success leaves the form (another page, a message in its place), so it stays busy: no second submit. */
  leavesForm?: boolean;
}

/**
 * The sending half of a form checked against a shared schema. `sendChecked`: a failed check puts its
 * errors next to the fields and sends nothing; else the form is busy while `send` runs, and a failure
 * shows its message (`onFailure`) and the field errors of a validation answer. `labels` (field name →
 * label) turn the field a validation answer's message names into the label the form shows.
 */
export function useFormSubmission(
  setErrors: (errors: FieldErrors) => void,
  labels: Readonly<Record<string, string>> = {},
) {
  const [submitting, setSubmitting] = useState(false);

  async function sendChecked<Data>(
    checked: Validation<Data>,
    send: (data: Data) => Promise<void>,
    { onFailure, leavesForm = false }: SendOptions,
  ) {
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSubmitting(true);
    try {
      await send(checked.data);
      if (!leavesForm) setSubmitting(false);
    } catch (error) {
      const message = error instanceof ApiError ? labelledMessage(error.message, labels) : undefined;
      onFailure(
        error instanceof ApiError && message !== error.message
          ? new ApiError(message ?? '', error.status, error.body, { cause: error })
          : error,
      );
      if (error instanceof ApiError) setErrors(fieldErrorsFromBody(error.body));
      setSubmitting(false);
    }
  }

  return { submitting, sendChecked };
}
