import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
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
  /** The text area itself (with `rows`), for a caller that works at its cursor. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  /** `inline` for a view setting (a search box): the label beside the input, not marked optional. */
  layout?: 'stacked' | 'inline';
}

/** A labelled input (or text area) in a Field. */
export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  rows,
  required,
  textAreaRef,
  layout,
  ...input
}: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} layout={layout}>
      {(control) =>
        rows ? (
          <textarea
            {...control}
            ref={textAreaRef}
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
