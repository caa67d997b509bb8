import { z } from 'zod';

export const PAGE_PATH_MAX_LENGTH = 512;
export const REFERRER_MAX_LENGTH = 2048;
export const SESSION_ID_MAX_LENGTH = 128;

/** Body of `POST /api/analytics/pageview`. */
export const pageViewSchema = z.strictObject({
  path: z
    .string()
    .trim()
    .min(1, 'path is required')
    .max(PAGE_PATH_MAX_LENGTH, `path must be at most ${PAGE_PATH_MAX_LENGTH} characters`)
    .startsWith('/', 'path must start with /'),
  referrer: z
    .string()
    .max(REFERRER_MAX_LENGTH, `referrer must be at most ${REFERRER_MAX_LENGTH} characters`)
    .optional(),
  sessionId: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'sessionId may contain only letters, digits, _ and -')
    .min(8, 'sessionId must be at least 8 characters')
    .max(SESSION_ID_MAX_LENGTH, `sessionId must be at most ${SESSION_ID_MAX_LENGTH} characters`)
    .optional(),
});

export type PageViewInput = z.infer<typeof pageViewSchema>;

export interface VisitorStats {
  totalVisitors: number;
}
