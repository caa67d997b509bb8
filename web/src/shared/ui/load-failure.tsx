import { Alert } from './alert';

/** A read that failed: what could not be loaded, the reason, and a retry button. */
export function LoadFailure({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert tone="error">
      <p>
        {what} could not be loaded. {error instanceof Error ? error.message : ''}
      </p>
      <button className="button button--secondary" type="button" onClick={onRetry}>
        Try again
      </button>
    </Alert>
  );
}
