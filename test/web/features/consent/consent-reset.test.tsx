import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ConsentUi } from '#web/features/consent/components/consent-ui.tsx';
import { acceptAll, defaultConsent, initialConsent } from '#web/features/consent/lib/consent-record.ts';
import {
  CONSENT_DISMISSED_KEY,
  CONSENT_STORAGE_KEY,
  type ConsentStorages,
  type KeyValueStorage,
  loadStoredConsent,
  markBannerDismissed,
  resetStoredConsent,
  saveStoredConsent,
  wasBannerDismissed,
} from '#web/features/consent/lib/consent-storage.ts';

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const now = Date.UTC(2026, 0, 1);
const accepted = acceptAll(
  defaultConsent(now, () => 0.5),
  now,
);

/** What the next page load starts from (the provider's first state). */
function nextLoad(storages: ConsentStorages) {
  const start = initialConsent({
    stored: loadStoredConsent(storages, vi.fn()),
    now: now + 1000,
    random: () => 0.1,
    doNotTrack: false,
    log: vi.fn(),
  });
  return { ...start, bannerShown: start.showBanner && !wasBannerDismissed(storages) };
}

describe('resetting cookie choices', () => {
  it('forgets the stored choice in both storages, so the defaults apply and the banner asks again', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    saveStoredConsent(storages, accepted, vi.fn());
    expect(nextLoad(storages)).toMatchObject({ record: accepted, bannerShown: false });

    resetStoredConsent(storages);
    expect(storages.local.items.has(CONSENT_STORAGE_KEY)).toBe(false);
    expect(storages.session.items.has(CONSENT_STORAGE_KEY)).toBe(false);
    const after = nextLoad(storages);
    expect(after.bannerShown).toBe(true);
    expect(after.record.decisions.map(({ categoryId, status }) => [categoryId, status])).toEqual([
      ['necessary', 'accepted'],
      ['analytics', 'rejected'],
      ['marketing', 'rejected'],
      ['preferences', 'rejected'],
    ]);
  });

  it('also forgets that the banner was closed without a choice during this visit', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    markBannerDismissed(storages);
    expect(nextLoad(storages).bannerShown).toBe(false);
    resetStoredConsent(storages);
    expect(storages.session.items.has(CONSENT_DISMISSED_KEY)).toBe(false);
    expect(nextLoad(storages).bannerShown).toBe(true);
  });

  it('keeps what other features stored', () => {
    const storages = { local: memoryStorage(), session: memoryStorage() };
    storages.local.setItem('theme-mode', 'dark');
    saveStoredConsent(storages, accepted, vi.fn());
    resetStoredConsent(storages);
    expect([...storages.local.items.keys()]).toEqual(['theme-mode']);
  });

  it('does not throw when storage is blocked', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(() => resetStoredConsent({ local: blocked, session: blocked })).not.toThrow();
  });

  it('is offered in the preferences modal as "Reset cookie choices", with what it does', () => {
    const html = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ConsentUi)));
    expect(html).toMatch(
      /<button type="button" class="button button--secondary" aria-describedby="consent-reset-description" data-consent="reset">Reset cookie choices<\/button>/,
    );
    expect(html).toContain('the defaults apply again and the banner asks you anew');
  });
});
