import {
  CONSENT_CATEGORIES,
  CONSENT_CATEGORY_IDS,
  CONSENT_STATUSES,
  CONSENT_VERSION,
  type ConsentCategoryId,
  type ConsentDecision,
  type ConsentStatus,
} from '#shared/consent.ts';

/** A stored consent is kept 365 days, then asked for again. */
const CONSENT_EXPIRY_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The consent kept in the browser. */
export interface ConsentRecord {
  sessionId: string;
  decisions: ConsentDecision[];
  lastUpdated: string;
  version: string;
}

/** A number in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Category id → on/off, as the preferences modal edits it. */
export type ConsentChoices = Partial<Record<ConsentCategoryId, boolean>>;

const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const RANDOM_PART_LENGTH = 16;

/** The session id is built from the time and a random string. */
export function createConsentSessionId(now: number, random: RandomSource): string {
  let randomPart = '';
  for (let i = 0; i < RANDOM_PART_LENGTH; i += 1) {
    const index = Math.min(ALPHABET.length - 1, Math.max(0, Math.floor(random() * ALPHABET.length)));
    randomPart += ALPHABET.charAt(index);
  }
  return `${Math.max(0, Math.floor(now)).toString(36)}-${randomPart}`;
}

function recordFrom(
  statusOf: (category: (typeof CONSENT_CATEGORIES)[number]) => ConsentStatus,
  now: number,
  sessionId: string,
): ConsentRecord {
  const timestamp = new Date(now).toISOString();
  return {
    sessionId,
    decisions: CONSENT_CATEGORIES.map((category) => ({
      categoryId: category.id,
      status: category.required ? 'accepted' : statusOf(category),
      timestamp,
      version: CONSENT_VERSION,
    })),
    lastUpdated: timestamp,
    version: CONSENT_VERSION,
  };
}

/** First load: required or default-on categories accepted, the others rejected. */
export function defaultConsent(now: number, random: RandomSource): ConsentRecord {
  return recordFrom(
    (category) => (category.defaultEnabled ? 'accepted' : 'rejected'),
    now,
    createConsentSessionId(now, random),
  );
}

export function acceptAll(record: ConsentRecord, now: number): ConsentRecord {
  return recordFrom(() => 'accepted', now, record.sessionId);
}

/** Only the required categories stay accepted. */
export function rejectAll(record: ConsentRecord, now: number): ConsentRecord {
  return recordFrom(() => 'rejected', now, record.sessionId);
}

/** The modal's choices; a required category stays accepted whatever is asked. */
export function savePreferences(record: ConsentRecord, choices: ConsentChoices, now: number): ConsentRecord {
  return recordFrom(
    (category) => ((choices[category.id] ?? isAccepted(record, category.id)) ? 'accepted' : 'rejected'),
    now,
    record.sessionId,
  );
}

/** Do-not-track or global privacy control: every non-required category rejected. */
function doNotTrackConsent(record: ConsentRecord, now: number): ConsentRecord {
  return rejectAll(record, now);
}

export function isAccepted(record: ConsentRecord, categoryId: ConsentCategoryId): boolean {
  return record.decisions.some((decision) => decision.categoryId === categoryId && decision.status === 'accepted');
}

export function choicesOf(record: ConsentRecord): Record<ConsentCategoryId, boolean> {
  return Object.fromEntries(CONSENT_CATEGORY_IDS.map((id) => [id, isAccepted(record, id)])) as Record<
    ConsentCategoryId,
    boolean
  >;
}

function isRecordObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isDecision(value: unknown): value is ConsentDecision {
  if (!isRecordObject(value)) return false;
  return (
    typeof value.categoryId === 'string' &&
    (CONSENT_CATEGORY_IDS as readonly string[]).includes(value.categoryId) &&
    typeof value.status === 'string' &&
    (CONSENT_STATUSES as readonly string[]).includes(value.status) &&
    typeof value.timestamp === 'string' &&
    typeof value.version === 'string'
  );
}

export type LogWarning = (message: string) => void;

/**
 * A stored record, checked: it must have decisions, a version, a session id and a
 * last-updated date, else it is discarded with a log; invalid decisions are dropped, and if none
 * remain it is discarded too.
 */
export function parseConsentRecord(value: unknown, log: LogWarning): ConsentRecord | undefined {
  if (
    !isRecordObject(value) ||
    !Array.isArray(value.decisions) ||
    typeof value.version !== 'string' ||
    value.version === '' ||
    typeof value.sessionId !== 'string' ||
    value.sessionId === '' ||
    typeof value.lastUpdated !== 'string' ||
    value.lastUpdated === ''
  ) {
    log('Stored cookie consent is invalid and was discarded.');
    return undefined;
  }
  const decisions = value.decisions.filter(isDecision);
  if (decisions.length === 0) {
    log('Stored cookie consent has no valid decisions and was discarded.');
    return undefined;
  }
  return { sessionId: value.sessionId, decisions, lastUpdated: value.lastUpdated, version: value.version };
}

/** Valid only for the current version, and until its last update plus the expiry days. */
export function isConsentCurrent(record: ConsentRecord, now: number): boolean {
  const updated = Date.parse(record.lastUpdated);
  if (record.version !== CONSENT_VERSION || !Number.isFinite(updated)) return false;
  return updated + CONSENT_EXPIRY_DAYS * DAY_MS > now;
}

/** Categories missing from a stored record get their defaults; required ones are always accepted. */
export function mergeWithDefaults(record: ConsentRecord): ConsentRecord {
  const decisions = CONSENT_CATEGORIES.map((category): ConsentDecision => {
    const found = record.decisions.find((decision) => decision.categoryId === category.id);
    if (category.required) {
      return {
        categoryId: category.id,
        status: 'accepted',
        timestamp: found?.timestamp ?? record.lastUpdated,
        version: record.version,
      };
    }
    return (
      found ?? {
        categoryId: category.id,
        status: category.defaultEnabled ? 'accepted' : 'rejected',
        timestamp: record.lastUpdated,
        version: record.version,
      }
    );
  });
  return { ...record, decisions };
}

export interface InitialConsent {
  record: ConsentRecord;
  /** Whether the banner should be shown (no current choice stored, no do-not-track). */
  showBanner: boolean;
  /** Whether the record came from storage (a choice was made before). */
  stored: boolean;
}

/** The consent on page load, from what storage holds, the time, and the do-not-track flag. */
export function initialConsent(input: {
  stored: unknown;
  now: number;
  random: RandomSource;
  doNotTrack: boolean;
  log: LogWarning;
}): InitialConsent {
  const { stored, now, random, doNotTrack, log } = input;
  const parsed = stored === undefined || stored === null ? undefined : parseConsentRecord(stored, log);
  if (parsed && !isConsentCurrent(parsed, now)) log('Stored cookie consent is outdated or expired and was discarded.');
  const current = parsed && isConsentCurrent(parsed, now) ? mergeWithDefaults(parsed) : undefined;
  if (doNotTrack) {
    return { record: doNotTrackConsent(current ?? defaultConsent(now, random), now), showBanner: false, stored: false };
  }
  if (current) return { record: current, showBanner: false, stored: true };
  return { record: defaultConsent(now, random), showBanner: true, stored: false };
}

/** navigator.doNotTrack === '1' or Global Privacy Control. */
export function hasDoNotTrack(
  nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean } | undefined,
): boolean {
  return nav?.doNotTrack === '1' || nav?.globalPrivacyControl === true;
}
