import type { ReactNode } from 'react';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { Alert } from './alert';
import { ErrorBoundary } from './error-boundary';

interface FailureBoundaryProps {
  /** What failed, as the start of a sentence: "The chart". */
  what: string;
  children: ReactNode;
  resetKey?: unknown;
  /** Runs before "Try again" renders the children again (e.g. to allow a failed download again). */
  onRetry?: () => void;
}

/**
 * A part of a page that may fail on its own (a chart, a lazily loaded widget): when it throws while
 * rendering or its chunk fails to load, a readable alert with a "Try again" button takes its place
 * instead of a blank area, and the rest of the page keeps working.
 */
export function FailureBoundary({ what, children, resetKey, onRetry }: FailureBoundaryProps) {
  return (
    <ErrorBoundary
      resetKey={resetKey}
      logMessage={`${what} failed to render.`}
      fallback={({ error, retry }) => (
        <Alert tone="error">
          <p>
            <strong>{what} could not be shown.</strong> {describeFailure(error)}
          </p>
          <button
            className="button button--secondary"
            type="button"
            onClick={() => {
              onRetry?.();
              retry();
            }}
          >
            Try again
          </button>
        </Alert>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
