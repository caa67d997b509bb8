import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from './field';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string;
  hint?: ReactNode;
  /** A multi-line text area instead of a one-line input. */
  rows?: number;
}

/** A labelled input (or text area) in a Field. */
export function TextField({ label, value, onValueChange, error, hint, rows, required, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            className="field__input"
            value={value}
            required={required}
            name={input.name}
            rows={rows}
            maxLength={input.maxLength}
            readOnly={input.readOnly}
            onChange={(event) => onValueChange(event.target.value)}
          />
        ) : (
          <input
            {...input}
            {...control}
            className="field__input"
            value={value}
            required={required}
            onChange={(event) => onValueChange(event.target.value)}
          />
        )
      }
    </Field>
  );
}
