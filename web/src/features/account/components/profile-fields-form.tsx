import { type FormEvent, useState } from 'react';
import { updateProfileSchema } from '#shared/validation/accounts.ts';
import type { ProfileChanges } from '#web/features/account/lib/profile-changes.ts';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';
import { useFormFields } from '#web/shared/lib/use-form-fields.ts';
import { useFormSubmission } from '#web/shared/lib/use-form-submission.ts';
import { useUnsavedChangesWarning } from '#web/shared/lib/use-unsaved-changes-warning.ts';
import { validate } from '#web/shared/lib/validate.ts';
import { CURRENT_PASSWORD_LABEL, CurrentPasswordField } from '#web/shared/ui/current-password-field.tsx';
import { FormOutcome, SubmitButton } from '#web/shared/ui/form-outcome.tsx';
import { TextField } from '#web/shared/ui/text-field.tsx';

/** Saves the profile; `currentPassword` only when the form asks for it and it is filled in. */
export type SaveProfile = (changes: ProfileChanges & { currentPassword?: string }) => Promise<unknown>;

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
  /** Adds a "Current password" field, sent with the profile when filled in. */
  asksCurrentPassword?: boolean;
}

/**
 * A form over part of the profile: the whole profile is checked against the shared schema and sent
 * through `onSave`; schema and server field errors show next to their fields.
 */
export function ProfileFieldsForm({
  current,
  onSave,
  fields,
  submitLabel,
  successMessage,
  asksCurrentPassword = false,
}: ProfileFieldsFormProps) {
  const { values, setValue, setErrors, field } = useFormFields<Record<string, string>>({
    ...Object.fromEntries(fields.map(({ name }) => [name, current[name]])),
    ...(asksCurrentPassword ? { currentPassword: '' } : {}),
  });
  // What the server has: the loaded profile, then what the last save sent.
  const [stored, setStored] = useState(current);
  useUnsavedChangesWarning(fields.some(({ name }) => values[name] !== stored[name]));
  const { submitting, outcome, sendChecked } = useFormSubmission({
    setErrors,
    labels: {
      ...Object.fromEntries(fields.map(({ name, label }) => [name, label])),
      currentPassword: CURRENT_PASSWORD_LABEL,
    },
    failure: 'Saving failed.',
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { currentPassword, ...edited } = values;
    const changes: ProfileChanges = { ...current, ...edited };
    const missing = fields.filter(({ name, required }) => required && !changes[name].trim());
    const checked = validate(updateProfileSchema, withoutBlankFields({ ...changes }));
    const required = Object.fromEntries(missing.map(({ name, label }) => [name, `${label} is required`]));
    await sendChecked(
      missing.length > 0 ? { ok: false, errors: { ...(checked.ok ? {} : checked.errors), ...required } } : checked,
      async () => {
        await onSave(currentPassword ? { ...changes, currentPassword } : changes);
        setStored(changes);
        if (currentPassword !== undefined) setValue('currentPassword', '');
        return successMessage;
      },
    );
  }

  return (
    <form className="form" noValidate onSubmit={submit} aria-busy={submitting}>
      <FormOutcome outcome={outcome} />
      {fields.map(({ name, ...spec }) => (
        <TextField key={name} {...spec} {...field(name)} />
      ))}
      {asksCurrentPassword && <CurrentPasswordField {...field('currentPassword')} />}
      <div className="form__actions">
        <SubmitButton busy={submitting} label={submitLabel} busyLabel="Saving…" />
      </div>
    </form>
  );
}
