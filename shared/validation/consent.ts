import * as z from 'zod/mini';
import {
  CONSENT_CATEGORY_IDS,
  CONSENT_MAX_DECISIONS,
  CONSENT_SESSION_ID_MAX_LENGTH,
  CONSENT_SESSION_ID_MIN_LENGTH,
  CONSENT_STATUSES,
  CONSENT_USER_AGENT_MAX_LENGTH,
  CONSENT_VERSION_MAX_LENGTH,
  type ConsentInput,
} from '../consent';

const isoDateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be an ISO date-time` });

const version = (label: string) =>
  z
    .string(`${label} is required`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(CONSENT_VERSION_MAX_LENGTH, `${label} must be at most ${CONSENT_VERSION_MAX_LENGTH} characters`),
    );

const decision = z.strictObject({
  categoryId: z.enum(CONSENT_CATEGORY_IDS, `categoryId must be one of ${CONSENT_CATEGORY_IDS.join(', ')}`),
  status: z.enum(CONSENT_STATUSES, `status must be one of ${CONSENT_STATUSES.join(', ')}`),
  timestamp: isoDateTime('timestamp'),
  version: version('version'),
});

/**
 * Body of `POST /api/consent`. Not strict on purpose: a `userId` sent by the client is
 * dropped, never stored; the user comes only from the signed-in caller.
 */
export const consentSchema = z.object({
  sessionId: z
    .string('sessionId is required')
    .check(
      z.minLength(
        CONSENT_SESSION_ID_MIN_LENGTH,
        `sessionId must be at least ${CONSENT_SESSION_ID_MIN_LENGTH} characters`,
      ),
      z.maxLength(
        CONSENT_SESSION_ID_MAX_LENGTH,
        `sessionId must be at most ${CONSENT_SESSION_ID_MAX_LENGTH} characters`,
      ),
      z.regex(/^[A-Za-z0-9_-]+$/, 'sessionId may contain only letters, digits, _ and -'),
    ),
  decisions: z.array(decision, 'decisions must be a list').check(
    z.minLength(1, 'decisions must not be empty'),
    z.maxLength(CONSENT_MAX_DECISIONS, `decisions may hold at most ${CONSENT_MAX_DECISIONS} items`),
    z.refine(
      (items) => items.every((item) => item.categoryId !== 'necessary' || item.status === 'accepted'),
      'necessary must be accepted',
    ),
  ),
  lastUpdated: isoDateTime('lastUpdated'),
  version: version('version'),
  userAgent: z.optional(
    z
      .string('userAgent must be text')
      .check(
        z.maxLength(
          CONSENT_USER_AGENT_MAX_LENGTH,
          `userAgent must be at most ${CONSENT_USER_AGENT_MAX_LENGTH} characters`,
        ),
      ),
  ),
}) satisfies z.ZodMiniType<ConsentInput>;
