import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import './form.css';

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

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, value, onValueChange, error, hint, rows, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    className: 'field__input',
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {!required && <span className="field__optional"> (optional)</span>}
      </label>
      {rows ? (
        <textarea
          {...shared}
          name={input.name}
          rows={rows}
          maxLength={input.maxLength}
          readOnly={input.readOnly}
          onChange={(event) => onValueChange(event.target.value)}
        />
      ) : (
        <input {...input} {...shared} onChange={(event) => onValueChange(event.target.value)} />
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
