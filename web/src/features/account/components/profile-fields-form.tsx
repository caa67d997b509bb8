import { type FormEvent, useState } from 'react';
import { updateProfileSchema } from '../../../../../shared/validation/accounts';
import { ApiError } from '../../../shared/api/api-error';
import { withoutBlankFields } from '../../../shared/lib/blank-fields';
import { fieldErrorsFromBody } from '../../../shared/lib/field-errors';
import { useFormFields } from '../../../shared/lib/use-form-fields';
import { validate } from '../../../shared/lib/validate';
import { Alert } from '../../../shared/ui/alert';
import { TextField } from '../../../shared/ui/text-field';
import type { ProfileChanges } from '../lib/profile-changes';

export type SaveProfile = (changes: ProfileChanges) => Promise<unknown>;

export interface ProfileFieldSpec {
  name: keyof ProfileChanges;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  required?: boolean;
  rows?: number;
  hint?: string;
}

interface ProfileFieldsFormProps {
  current: ProfileChanges;
  onSave: SaveProfile;
  /** The fields this form edits; the others are sent unchanged. */
  fields: readonly ProfileFieldSpec[];
  submitLabel: string;
  successMessage: string;
}

/**
 * A form over part of the profile: the whole profile is checked against the shared schema and sent
 * through `onSave`; schema and server field errors show next to their fields.
 */
export function ProfileFieldsForm({ current, onSave, fields, submitLabel, successMessage }: ProfileFieldsFormProps) {
  const { values, setErrors, field } = useFormFields<Record<string, string>>(
    Object.fromEntries(fields.map(({ name }) => [name, current[name]])),
  );
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string }>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const changes: ProfileChanges = { ...current, ...values };
    const missing = fields.filter(({ name, required }) => required && !changes[name].trim());
    const checked = validate(updateProfileSchema, withoutBlankFields({ ...changes }));
    if (missing.length > 0 || !checked.ok) {
      const required = Object.fromEntries(missing.map(({ name, label }) => [name, `${label} is required`]));
      setErrors({ ...(checked.ok ? {} : checked.errors), ...required });
      return;
    }
    setSubmitting(true);
    try {
      await onSave(changes);
      setOutcome({ tone: 'success', message: successMessage });
    } catch (error) {
      setOutcome({ tone: 'error', message: error instanceof Error ? error.message : 'Saving failed.' });
      if (error instanceof ApiError) setErrors(fieldErrorsFromBody(error.body));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      {fields.map(({ name, ...spec }) => (
        <TextField key={name} {...spec} {...field(name)} />
      ))}
      <div className="form__actions">
        <button className="button" type="submit" disabled={submitting}>
          {submitting ? 'Saving…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
