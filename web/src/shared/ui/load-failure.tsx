import { loadFailureMarkup } from './list-markup';
import { reactMarkup } from './react-markup';
import './form.css';

/** A read that failed: what could not be loaded, the reason, and a retry button (`loadFailureMarkup`). */
export function LoadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return loadFailureMarkup(reactMarkup, what, error, onRetry);
}
