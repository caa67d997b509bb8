import { describe, expect, it, vi } from 'vitest';
import { CONSENT_VERSION } from '#shared/consent.ts';
import { consentSchema } from '#shared/validation/consent.ts';
import {
  acceptAll,
  choicesOf,
  createConsentSessionId,
  defaultConsent,
  hasDoNotTrack,
  initialConsent,
  isAccepted,
  isConsentCurrent,
  mergeWithDefaults,
  parseConsentRecord,
  rejectAll,
  savePreferences,
} from '#web/features/consent/lib/consent-record.ts';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const DAY = 24 * 60 * 60 * 1000;
const random = () => 0.5;

function statuses(record: ReturnType<typeof defaultConsent>) {
  return Object.fromEntries(record.decisions.map((decision) => [decision.categoryId, decision.status]));
}

describe('consent records', () => {
  it('builds the default record: necessary accepted, the others rejected', () => {
    const record = defaultConsent(NOW, random);
    expect(statuses(record)).toEqual({
      necessary: 'accepted',
      analytics: 'rejected',
      marketing: 'rejected',
      preferences: 'rejected',
    });
    expect(record.version).toBe('1.6.0');
    expect(record.lastUpdated).toBe(new Date(NOW).toISOString());
    expect(consentSchema.safeParse(record).success).toBe(true);
  });

  it('builds the session id from the time and a random string', () => {
    expect(createConsentSessionId(NOW, () => 0)).toBe(`${NOW.toString(36)}-${'0'.repeat(16)}`);
    expect(createConsentSessionId(NOW, random)).toMatch(/^[a-z0-9]+-[a-z0-9]{16}$/);
  });

  it('accepts all, rejects all and saves preferences keeping necessary on', () => {
    const base = defaultConsent(NOW, random);
    const all = acceptAll(base, NOW + 1);
    expect(Object.values(statuses(all))).toEqual(['accepted', 'accepted', 'accepted', 'accepted']);
    expect(all.sessionId).toBe(base.sessionId);
    const none = rejectAll(all, NOW + 2);
    expect(statuses(none)).toEqual({
      necessary: 'accepted',
      analytics: 'rejected',
      marketing: 'rejected',
      preferences: 'rejected',
    });
    const saved = savePreferences(base, { necessary: false, analytics: true, marketing: false }, NOW);
    expect(choicesOf(saved)).toEqual({ necessary: true, analytics: true, marketing: false, preferences: false });
    expect(consentSchema.safeParse(saved).success).toBe(true);
  });

  it('discards a record without decisions, version, session id or last update, with a log', () => {
    const log = vi.fn();
    const good = defaultConsent(NOW, random);
    for (const broken of [
      null,
      'text',
      { ...good, decisions: undefined },
      { ...good, version: undefined },
      { ...good, sessionId: undefined },
      { ...good, lastUpdated: undefined },
    ]) {
      expect(parseConsentRecord(broken, log)).toBeUndefined();
    }
    expect(log).toHaveBeenCalledTimes(6);
  });

  it('drops invalid decisions and discards a record with none left', () => {
    const log = vi.fn();
    const good = defaultConsent(NOW, random);
    const mixed = {
      ...good,
      decisions: [
        ...good.decisions.slice(0, 2),
        { categoryId: 3, status: 'accepted', timestamp: 'x', version: '1.6.0' },
        { categoryId: 'marketing', status: 'maybe', timestamp: 'x', version: '1.6.0' },
        { categoryId: 'preferences', status: 'pending' },
      ],
    };
    expect(parseConsentRecord(mixed, log)?.decisions).toEqual(good.decisions.slice(0, 2));
    expect(log).not.toHaveBeenCalled();
    expect(parseConsentRecord({ ...good, decisions: [{ categoryId: 1 }] }, log)).toBeUndefined();
    expect(log).toHaveBeenCalledOnce();
  });

  it('is current only with the current version and within 365 days', () => {
    const record = defaultConsent(NOW, random);
    expect(isConsentCurrent(record, NOW + 364 * DAY)).toBe(true);
    expect(isConsentCurrent(record, NOW + 365 * DAY)).toBe(false);
    expect(isConsentCurrent({ ...record, version: '1.5.0' }, NOW)).toBe(false);
    expect(CONSENT_VERSION).toBe('1.6.0');
  });

  it('merges missing categories with the defaults', () => {
    const record = acceptAll(defaultConsent(NOW, random), NOW);
    const partial = { ...record, decisions: record.decisions.filter((d) => d.categoryId === 'analytics') };
    expect(choicesOf(mergeWithDefaults(partial))).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      preferences: false,
    });
  });
});

describe('initialConsent', () => {
  const log = vi.fn();

  it('shows the banner with the defaults on a first visit', () => {
    const result = initialConsent({ stored: undefined, now: NOW, random, doNotTrack: false, log });
    expect(result.showBanner).toBe(true);
    expect(isAccepted(result.record, 'analytics')).toBe(false);
  });

  it('keeps a current stored choice and hides the banner', () => {
    const stored = acceptAll(defaultConsent(NOW, random), NOW);
    const result = initialConsent({ stored, now: NOW + DAY, random, doNotTrack: false, log });
    expect(result).toMatchObject({ showBanner: false, stored: true });
    expect(isAccepted(result.record, 'analytics')).toBe(true);
  });

  it('discards an expired or old-version choice and shows the banner again', () => {
    const stored = acceptAll(defaultConsent(NOW, random), NOW);
    const warn = vi.fn();
    const expired = initialConsent({ stored, now: NOW + 366 * DAY, random, doNotTrack: false, log: warn });
    expect(expired.showBanner).toBe(true);
    expect(isAccepted(expired.record, 'analytics')).toBe(false);
    const old = initialConsent({
      stored: { ...stored, version: '1.0.0' },
      now: NOW,
      random,
      doNotTrack: false,
      log: warn,
    });
    expect(old.showBanner).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('rejects every non-required category and hides the banner under do-not-track', () => {
    const stored = acceptAll(defaultConsent(NOW, random), NOW);
    const result = initialConsent({ stored, now: NOW, random, doNotTrack: true, log });
    expect(result.showBanner).toBe(false);
    expect(choicesOf(result.record)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      preferences: false,
    });
  });

  it('reads do-not-track and global privacy control', () => {
    expect(hasDoNotTrack({ doNotTrack: '1' })).toBe(true);
    expect(hasDoNotTrack({ globalPrivacyControl: true })).toBe(true);
    expect(hasDoNotTrack({ doNotTrack: '0' })).toBe(false);
    expect(hasDoNotTrack(undefined)).toBe(false);
  });
});
