import { type ReactNode, useId } from 'react';
import './form.css';

/** What a field's control needs to be tied to its label, hint and error. */
interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: ReactNode;
  /** Shown under the control and announced with it. */
  hint?: ReactNode;
  /** Shown under the control and announced with it; marks the control invalid. */
  error?: string;
  /** A field that is not required says "(optional)" after its label. */
  required?: boolean;
  /**
   * `stacked`: label, control and notes one under the other. `checkbox`: the control (a checkbox
   * or radio) sits inside its label, the whole row a 44 px touch target. `inline`: the label beside
   * the control, for a view setting (a sort order, a period) that always has a value, so it is not
   * marked optional. `hidden-label`: the label is for screen readers only, where a group's legend
   * already says what the controls are (one row of a list); the parent lays out the rest.
   */
  layout?: 'stacked' | 'checkbox' | 'inline' | 'hidden-label';
  /** Renders the control with the given id and ARIA wiring. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one wrapper of every form control: its label, its hint and its error, each tied to the
 * control (`aria-describedby`, `aria-invalid`), so a screen reader announces them with it.
 */
export function Field({ label, hint, error, required, layout = 'stacked', children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
  });
  const notes = (
    <>
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
    </>
  );

  if (layout === 'checkbox') {
    return (
      <>
        <label className="checkbox-field" htmlFor={id}>
          {control}
          <span>{label}</span>
        </label>
        {notes}
      </>
    );
  }
  if (layout === 'hidden-label') {
    return (
      <>
        <label className="visually-hidden" htmlFor={id}>
          {label}
        </label>
        {control}
        {notes}
      </>
    );
  }
  return (
    <div className={layout === 'inline' ? 'field field--inline' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        {!required && layout === 'stacked' && <span className="field__optional"> (optional)</span>}
      </label>
      {control}
      {notes}
    </div>
  );
}
