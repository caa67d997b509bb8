import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAll, defaultConsent, rejectAll, savePreferences } from '#web/features/consent/lib/consent-record.ts';
import { saveStoredConsent } from '#web/features/consent/lib/consent-storage.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const now = Date.now();
const defaults = defaultConsent(now, () => 0.5);
let storages: { local: ReturnType<typeof memoryStorage>; session: ReturnType<typeof memoryStorage> };

/** page-consent.ts as a new page load finds it: its state is read from storage once per module. */
const loadPage = async () => {
  vi.resetModules();
  return import('#web/features/consent/lib/page-consent.ts');
};

beforeEach(() => {
  storages = { local: memoryStorage(), session: memoryStorage() };
  vi.stubGlobal('localStorage', storages.local);
  vi.stubGlobal('sessionStorage', storages.session);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenAnalyticsAccepted', () => {
  it('waits while the banner is unanswered, and counts once when analytics are accepted on the page', async () => {
    const { setPageConsent, whenAnalyticsAccepted } = await loadPage();
    const count = vi.fn();
    whenAnalyticsAccepted(count);
    expect(count).not.toHaveBeenCalled();
    setPageConsent(
      savePreferences(defaults, { necessary: true, analytics: false, marketing: true, preferences: true }, now),
    );
    expect(count).not.toHaveBeenCalled();
    setPageConsent(acceptAll(defaults, now));
    setPageConsent(acceptAll(defaults, now + 1));
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('counts at once when analytics were accepted on an earlier page, never after Reject All', async () => {
    saveStoredConsent(storages, acceptAll(defaults, now), vi.fn());
    const accepted = await loadPage();
    const count = vi.fn();
    accepted.whenAnalyticsAccepted(count);
    expect(count).toHaveBeenCalledTimes(1);

    saveStoredConsent(storages, rejectAll(defaults, now), vi.fn());
    const rejected = await loadPage();
    const never = vi.fn();
    rejected.whenAnalyticsAccepted(never);
    rejected.setPageConsent(rejectAll(defaults, now + 1));
    expect(never).not.toHaveBeenCalled();
  });

  it('counts nothing once the wait is stopped', async () => {
    const { setPageConsent, whenAnalyticsAccepted } = await loadPage();
    const count = vi.fn();
    whenAnalyticsAccepted(count)();
    setPageConsent(acceptAll(defaults, now));
    expect(count).not.toHaveBeenCalled();
  });
});
