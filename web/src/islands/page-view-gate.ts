/** Reads this page started that its page view waits for (the home page's visitor count). */
const reads: Promise<unknown>[] = [];

/**
 * Makes this page's view wait for `read`, so the page shows the numbers from before this visit:
 * the visitor count is read first, then the visit is counted (as the app's page-view gates do).
 */
export function beforePageView(read: Promise<unknown>): void {
  reads.push(read);
}

/** Settles once every read the page's islands started before its view has ended, however it ended. */
export function pageViewMayBeSent(): Promise<unknown> {
  return Promise.allSettled(reads);
}
