import * as z from 'zod/mini';
import {
  ANALYTICS_DAYS_MAX,
  ANALYTICS_DAYS_MIN,
  PAGE_PATH_MAX_LENGTH,
  type PageViewInput,
  REFERRER_MAX_LENGTH,
  SESSION_ID_MAX_LENGTH,
  SESSION_ID_MIN_LENGTH,
} from '../analytics';

/** Body of `POST /api/analytics/pageview`. */
export const pageViewSchema = z.strictObject({
  path: z.string('path must be a string').check(
    z.trim(),
    z.minLength(1, 'path is required'),
    z.maxLength(PAGE_PATH_MAX_LENGTH, `path must be at most ${PAGE_PATH_MAX_LENGTH} characters`),
    z.startsWith('/', 'path must start with /'),
    // The path is part of two keys, which DynamoDB limits in bytes: count UTF-8 bytes too.
    z.refine(
      (value) => new TextEncoder().encode(value).length <= PAGE_PATH_MAX_LENGTH,
      `path must be at most ${PAGE_PATH_MAX_LENGTH} bytes`,
    ),
  ),
  referrer: z.optional(
    z
      .string('referrer must be a string')
      .check(z.maxLength(REFERRER_MAX_LENGTH, `referrer must be at most ${REFERRER_MAX_LENGTH} characters`)),
  ),
  sessionId: z.optional(
    z
      .string('sessionId must be a string')
      .check(
        z.minLength(SESSION_ID_MIN_LENGTH, `sessionId must be at least ${SESSION_ID_MIN_LENGTH} characters`),
        z.maxLength(SESSION_ID_MAX_LENGTH, `sessionId must be at most ${SESSION_ID_MAX_LENGTH} characters`),
        z.regex(/^[A-Za-z0-9_-]+$/, 'sessionId may contain only letters, digits, _ and -'),
      ),
  ),
}) satisfies z.ZodMiniType<PageViewInput>;

const DAYS_MESSAGE = `days must be a whole number from ${ANALYTICS_DAYS_MIN} to ${ANALYTICS_DAYS_MAX}`;

/** Query of `GET /api/analytics/summary`: `days` is optional (default 30); other parameters are ignored. */
export const analyticsSummaryQuerySchema = z.object({
  days: z.optional(
    z.string(DAYS_MESSAGE).check(
      z.regex(/^\d{1,3}$/, DAYS_MESSAGE),
      z.refine((value) => Number(value) >= ANALYTICS_DAYS_MIN && Number(value) <= ANALYTICS_DAYS_MAX, DAYS_MESSAGE),
    ),
  ),
});
