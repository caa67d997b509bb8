import { isDownloadFailure } from './describe-failure';

/** A lazily imported module that can be downloaded again after a failure. */
export interface RetryableImport<Module> {
  /** The one promise of the download (React's `use()` needs the same promise on every render). */
  (): Promise<Module>;
  /** Forgets a failed download, so that the next call downloads again ("Try again"). */
  retry(): void;
}

/** The way out when a download fails again after `retry()` (tests pass their own). */
export interface PageReload {
  /** Whether the site answers a request that no cache serves: false while the visitor is still offline. */
  siteAnswers(): Promise<boolean>;
  reload(): void;
}

const pageReload: PageReload = {
  siteAnswers: () =>
    fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
      () => true,
      () => false,
    ),
  reload: () => window.location.reload(),
};

/**
 * A module loaded on demand, for `use()`. A failed download stays failed (so the error reaches the
 * error boundary instead of suspending again) until `retry()`; React.lazy has no way to retry.
 *
 * Calling `import()` again downloads again only in browsers that follow the HTML spec's newer rule
 * (a failed fetch is not kept in the module map; Chromium 153 and older Chrome, Edge, Firefox and
 * Safari keep it, and fail the same `import()` at once without a request). A new URL is no way out:
 * a chunk's URL is known only inside the bundler's code, and a failed dependency chunk (Vite
 * preloads them) stays failed under its own URL, which the chunk imports. So when a download fails
 * again after `retry()` while the site answers, the page loads again (which also picks up the chunks
 * of a new deployment when the old ones are gone); it stays pending meanwhile, so the spinner shows
 * rather than the alert. While the site does not answer, the failure shows again.
 */
export function retryableImport<Module>(
  load: () => Promise<Module>,
  recovery: PageReload = pageReload,
): RetryableImport<Module> {
  let pending: Promise<Module> | undefined;
  let failed = false;
  let retried = false;
  const get = () => {
    pending ??= load().catch(async (error: unknown) => {
      if (retried && isDownloadFailure(error) && (await recovery.siteAnswers())) {
        recovery.reload();
        return new Promise<never>(() => {});
      }
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
      retried = true;
    },
  });
}
