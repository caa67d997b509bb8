import { useId } from 'react';
import { CheckboxField } from '#web/shared/ui/checkbox-field.tsx';
import type { SelectOption } from '#web/shared/ui/select-field.tsx';

interface ChoiceListProps {
  legend: string;
  name: string;
  options: readonly SelectOption[];
  checked: readonly string[];
  onChange: (checked: string[]) => void;
  /** Shown when there is nothing to choose from (or while the options load). */
  emptyText: string;
  error?: string;
}

/** A multi-select as a group of checkboxes: each option is a 44 px row, usable by touch and keyboard. */
export function ChoiceList({ legend, name, options, checked, onChange, emptyText, error }: ChoiceListProps) {
  const errorId = useId();
  return (
    <fieldset className="choice-list" aria-describedby={error ? errorId : undefined}>
      <legend>
        {legend} <span className="field__optional">(optional)</span>
      </legend>
      {options.length === 0 ? (
        <p className="field__hint">{emptyText}</p>
      ) : (
        <div className="choice-list__options">
          {options.map((option) => (
            <CheckboxField
              key={option.value}
              name={name}
              label={option.label}
              checked={checked.includes(option.value)}
              onCheckedChange={(on) =>
                onChange(on ? [...checked, option.value] : checked.filter((value) => value !== option.value))
              }
            />
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
