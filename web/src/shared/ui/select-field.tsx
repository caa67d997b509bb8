import { type ReactNode, useId } from 'react';
import './form.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** Options from a value → label record, in the record's order (e.g. the project status labels). */
export function optionsOf(labels: Record<number | string, string>): SelectOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled select whose hint and error are tied to it, like TextField. */
export function SelectField({ label, name, value, options, onValueChange, error, hint, required }: SelectFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {!required && <span className="field__optional"> (optional)</span>}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
