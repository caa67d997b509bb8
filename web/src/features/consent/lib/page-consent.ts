import { type ConsentRecord, hasDoNotTrack, initialConsent, isAccepted } from './consent-record';
import { browserStorages, loadStoredConsent, wasBannerDismissed } from './consent-storage';

const warn = (message: string) => console.warn(message);

interface PageConsent {
  record: ConsentRecord;
  /** Whether the banner asks on this page: no current choice stored, no Do Not Track, not closed during this visit. */
  bannerDue: boolean;
}

let state: PageConsent | undefined;
const listeners = new Set<(record: ConsentRecord) => void>();

/**
 * This page's consent in the browser, read from storage once (or the defaults, or Do Not Track's):
 * `<site-consent>` changes it, and what depends on it (the page views, on a public page and in the
 * app) follows it. Framework-free, so the island and the app share it.
 */
export function pageConsent(): PageConsent {
  if (!state) {
    const initial = initialConsent({
      stored: loadStoredConsent(browserStorages(), warn),
      now: Date.now(),
      random: Math.random,
      doNotTrack: hasDoNotTrack(globalThis.navigator as Navigator & { globalPrivacyControl?: boolean }),
      log: warn,
    });
    state = { record: initial.record, bannerDue: initial.showBanner && !wasBannerDismissed(browserStorages()) };
  }
  return state;
}

/** Makes `record` this page's consent and tells every listener. */
export function setPageConsent(record: ConsentRecord): void {
  pageConsent().record = record;
  for (const listener of listeners) listener(record);
}

/** Calls `listener` with each change of this page's consent, until the returned function is called. */
export function onPageConsentChange(listener: (record: ConsentRecord) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Runs `count` once this page's visitor accepts analytics: at once when they have, else at the
 * choice on this page that accepts them, never before (nothing is sent or stored until then). The
 * one gate of what counts a visit on a public page: its page view and a post's view
 * (islands/consent.ts, islands/post-views.ts); the app follows the same consent through
 * `useAnalyticsConsent`. Answers a function that stops a wait still under way.
 */
export function whenAnalyticsAccepted(count: () => void): () => void {
  if (isAccepted(pageConsent().record, 'analytics')) {
    count();
    return () => undefined;
  }
  const stop = onPageConsentChange((record) => {
    if (!isAccepted(record, 'analytics')) return;
    stop();
    count();
  });
  return stop;
}
