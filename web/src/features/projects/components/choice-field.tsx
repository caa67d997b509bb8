import { useId } from 'react';
import '../../../shared/ui/form.css';

interface ChoiceFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Value → label, in the order shown. */
  options: Record<number | string, string>;
  error?: string;
}

/** A labelled select whose error is tied to it, styled like the text fields. */
export function ChoiceField({ label, name, value, onValueChange, options, error }: ChoiceFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="field__input"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {Object.entries(options).map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
