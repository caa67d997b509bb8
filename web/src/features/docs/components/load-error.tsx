import { Alert } from '../../../shared/ui/alert';

/** A content read that failed: what, why, and a retry. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
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
