import type { ReactNode } from 'react';
import './form.css';

interface CheckboxFieldProps {
  label: ReactNode;
  name: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A checkbox inside its label, the whole row a 44 px touch target. */
export function CheckboxField({ label, name, checked, onCheckedChange, disabled }: CheckboxFieldProps) {
  return (
    <label className="checkbox-field">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
