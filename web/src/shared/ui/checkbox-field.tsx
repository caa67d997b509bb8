import type { ReactNode } from 'react';
import { Field } from './field';

interface CheckboxFieldProps {
  label: ReactNode;
  name: string;
  /** Sent with the form when checked (several boxes may share one name). */
  value?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: ReactNode;
  error?: string;
}

/** A checkbox inside its label (a Field in its checkbox layout), the whole row a 44 px touch target. */
export function CheckboxField({
  label,
  name,
  value,
  checked,
  onCheckedChange,
  disabled,
  hint,
  error,
}: CheckboxFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} layout="checkbox">
      {(control) => (
        <input
          {...control}
          type="checkbox"
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onCheckedChange(event.target.checked)}
        />
      )}
    </Field>
  );
}
