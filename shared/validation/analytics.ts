import * as z from 'zod/mini';

export const PAGE_PATH_MAX_LENGTH = 512;
export const REFERRER_MAX_LENGTH = 2048;
export const SESSION_ID_MAX_LENGTH = 128;

/** Body of `POST /api/analytics/pageview`. */
export const pageViewSchema = z.strictObject({
  path: z
    .string('path must be a string')
    .check(
      z.trim(),
      z.minLength(1, 'path is required'),
      z.maxLength(PAGE_PATH_MAX_LENGTH, `path must be at most ${PAGE_PATH_MAX_LENGTH} characters`),
      z.startsWith('/', 'path must start with /'),
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
        z.minLength(8, 'sessionId must be at least 8 characters'),
        z.maxLength(SESSION_ID_MAX_LENGTH, `sessionId must be at most ${SESSION_ID_MAX_LENGTH} characters`),
        z.regex(/^[A-Za-z0-9_-]+$/, 'sessionId may contain only letters, digits, _ and -'),
      ),
  ),
});

export type PageViewInput = z.infer<typeof pageViewSchema>;

export interface VisitorStats {
  totalVisitors: number;
}
