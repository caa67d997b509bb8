import type { ReactNode } from 'react';
import { Field } from './field';

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
  /** `inline` for a view setting: the label beside the select, not marked optional. */
  layout?: 'stacked' | 'inline';
}

/** A labelled select in a Field. */
export function SelectField({
  label,
  name,
  value,
  options,
  onValueChange,
  error,
  hint,
  required,
  layout,
}: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} layout={layout}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="field__input"
          value={value}
          required={required}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
