/** Chromium, Firefox and Safari word a failed `import()` differently; Vite's CSS preload has its own. */
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a chunk that could not be downloaded (a failed `import()` or CSS preload). */
export function isDownloadFailure(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** Why something could not be shown, as a sentence a visitor can act on: a download that failed, else the error's message. */
export function describeFailure(error: unknown): string {
  if (isDownloadFailure(error)) {
    return 'Part of the page could not be downloaded. Check your connection and try again.';
  }
  return (error instanceof Error && error.message) || 'An unexpected error occurred.';
}
