import './spinner.css';

interface SpinnerProps {
  /** Read out by screen readers and shown under the circle. */
  label?: string;
  /** Fills the content area, for a page that is loading. */
  page?: boolean;
}

export function Spinner({ label = 'Loading…', page = false }: SpinnerProps) {
  return (
    <div className={page ? 'spinner spinner--page' : 'spinner'} role="status" aria-label={label}>
      <span className="spinner__circle" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
