/** Cookie consent: the record a visitor's choices are kept in and its limits, free of zod so the SPA's first load can use it. */
export const CONSENT_VERSION = '1.6.0';

export const CONSENT_CATEGORY_IDS = ['necessary', 'analytics', 'marketing', 'preferences'] as const;
export type ConsentCategoryId = (typeof CONSENT_CATEGORY_IDS)[number];

export const CONSENT_STATUSES = ['accepted', 'rejected', 'pending'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export interface ConsentCategory {
  readonly id: ConsentCategoryId;
  /** A required category is always accepted and cannot be switched off. */
  readonly required: boolean;
  /** Whether the category is on before the visitor decides. */
  readonly defaultEnabled: boolean;
}

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = [
  { id: 'necessary', required: true, defaultEnabled: true },
  { id: 'analytics', required: false, defaultEnabled: false },
  { id: 'marketing', required: false, defaultEnabled: false },
  { id: 'preferences', required: false, defaultEnabled: false },
];

export const CONSENT_SESSION_ID_MIN_LENGTH = 8;
export const CONSENT_SESSION_ID_MAX_LENGTH = 128;
export const CONSENT_MAX_DECISIONS = 10;
export const CONSENT_VERSION_MAX_LENGTH = 20;
export const CONSENT_USER_AGENT_MAX_LENGTH = 512;

export interface ConsentDecision {
  categoryId: ConsentCategoryId;
  status: ConsentStatus;
  timestamp: string;
  version: string;
}

/** Body of `POST /api/consent`. The user is never taken from it: only from the signed-in caller. */
export interface ConsentInput {
  sessionId: string;
  decisions: ConsentDecision[];
  lastUpdated: string;
  version: string;
  userAgent?: string;
}

/** Answer of `POST /api/consent`. */
export interface ConsentSaved {
  id: string;
  recordedAt: string;
}
