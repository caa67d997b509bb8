import { Field } from './field';
import type { SelectOption } from './select-field';

interface RadioGroupFieldProps {
  legend: string;
  name: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** The fieldset's classes, for its layout. */
  className?: string;
}

/** One choice of a few as radios in a fieldset: the legend names the group, each radio a 44 px row in its label. */
export function RadioGroupField({ legend, name, value, options, onValueChange, className }: RadioGroupFieldProps) {
  return (
    <fieldset className={className}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Field key={option.value} label={option.label} layout="checkbox">
          {(control) => (
            <input
              {...control}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}
