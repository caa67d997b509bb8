/** Limits and answers of the analytics endpoints, free of zod so the SPA's first load can use them. */
export const PAGE_PATH_MAX_LENGTH = 512;
export const REFERRER_MAX_LENGTH = 2048;
export const SESSION_ID_MIN_LENGTH = 8;
export const SESSION_ID_MAX_LENGTH = 128;

export interface PageViewInput {
  path: string;
  referrer?: string;
  sessionId?: string;
}

export interface VisitorStats {
  totalVisitors: number;
}
