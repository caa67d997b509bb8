import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { type FieldErrors, fieldErrorsFromBody, labelledMessage } from './field-errors';
import type { Validation } from './validate';

/** What the last submit did, shown above the form. */
export interface Outcome {
  tone: 'success' | 'error';
  message: string;
  /** A second paragraph, e.g. the server's own reason under the form's sentence. */
  detail?: string;
}

/** A failure as the form words it; undefined when the form shows it its own way (a dialog). */
export type FailureText = string | Omit<Outcome, 'tone'> | undefined;

interface FormSubmissionOptions {
  /**
   * Puts a failed check's and a validation answer's errors next to their fields; a form without
   * per-field errors leaves it out.
   */
  setErrors?: (errors: FieldErrors) => void;
  /**
   * Field name → label: a validation answer's message names the request's field
   * (`newPassword: …`), the form shows the label (`New password: …`).
   */
  labels?: Readonly<Record<string, string>>;
  /** The sentence of a failure; a string: the error's message, or this string when it is not an Error. */
  failure: string | ((error: unknown) => FailureText);
}

interface SendOptions {
  /** Success leaves the form (another page, a message in its place), so it stays busy: no second submit. */
  leavesForm?: boolean;
}

/**
 * The submit of a form checked against a shared schema (a form without a check passes
 * `{ ok: true, data }`). `sendChecked` clears the last outcome; a failed check puts its errors next
 * to the fields and sends nothing; else the form is busy while `send` runs. A success shows the
 * text `send` returns, if any; a failure shows its sentence (`failure`, fields named by their
 * labels) and puts a validation answer's field errors next to their fields.
 */
export function useFormSubmission({ setErrors = () => undefined, labels = {}, failure }: FormSubmissionOptions) {
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  function describe(error: unknown): FailureText {
    if (typeof failure !== 'string') return failure(error);
    return error instanceof Error ? error.message : failure;
  }

  async function sendChecked<Data>(
    checked: Validation<Data>,
    // biome-ignore lint/suspicious/noConfusingVoidType: a sender that shows no success text is an `async` function returning nothing, whose type is Promise<void>.
    send: (data: Data) => Promise<string | undefined | void>,
    { leavesForm = false }: SendOptions = {},
  ) {
    setOutcome(undefined);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setSubmitting(true);
    try {
      const success = await send(checked.data);
      if (success) setOutcome({ tone: 'success', message: success });
      if (!leavesForm) setSubmitting(false);
    } catch (error) {
      const text = describe(error);
      if (text !== undefined) {
        const { message, detail } = typeof text === 'string' ? { message: text, detail: undefined } : text;
        setOutcome({
          tone: 'error',
          message: labelledMessage(message, labels),
          ...(detail === undefined ? {} : { detail: labelledMessage(detail, labels) }),
        });
      }
      if (error instanceof ApiError) setErrors(fieldErrorsFromBody(error.body));
      setSubmitting(false);
    }
  }

  return { submitting, outcome, setOutcome, sendChecked };
}
