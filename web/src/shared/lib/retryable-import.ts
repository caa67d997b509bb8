/** A lazily imported module that can be downloaded again after a failure. */
export interface RetryableImport<Module> {
  /** The one promise of the download (React's `use()` needs the same promise on every render). */
  (): Promise<Module>;
  /** Forgets a failed download, so that the next call downloads again ("Try again"). */
  retry(): void;
}

/**
 * A module loaded on demand, for `use()`. A failed download stays failed (so the error reaches the
 * error boundary instead of suspending again) until `retry()`; React.lazy has no way to retry.
 */
export function retryableImport<Module>(load: () => Promise<Module>): RetryableImport<Module> {
  let pending: Promise<Module> | undefined;
  let failed = false;
  const get = () => {
    pending ??= load().catch((error: unknown) => {
      failed = true;
      throw error;
    });
    return pending;
  };
  return Object.assign(get, {
    retry() {
      if (!failed) return;
      pending = undefined;
      failed = false;
    },
  });
}
