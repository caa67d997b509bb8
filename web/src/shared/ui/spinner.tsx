import { spinnerMarkup } from './list-markup';
import { reactMarkup } from './react-markup';
import './spinner.css';

interface SpinnerProps {
  /** Read out by screen readers and shown under the circle. */
  label?: string;
  /** Fills the content area, for a page that is loading. */
  page?: boolean;
}

export function Spinner({ label = 'Loading…', page = false }: SpinnerProps) {
  return spinnerMarkup(reactMarkup, label, page);
}
