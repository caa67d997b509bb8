/** Timeouts, keys and limits shared by the SPA and the handlers. */
export const REQUEST_TIMEOUT_MS = 15_000;
export const VISITOR_STATS_TIMEOUT_MS = 3_000;
export const AUTH_STORAGE_KEY = 'auth';
export const LOCAL_API_BASE_URL = 'http://localhost:5000/api';
export const MOBILE_BREAKPOINT_PX = 1024;
export const MENU_ANIMATION_MS = 200;
export const HEALTH_POLL_INTERVAL_MS = 30_000;
/**
 * How long CloudFront (and the local preview) keeps one answer of `GET /api/health`, errors too:
 * one poll interval, so every open tab's poll costs the origin at most one call per edge per interval.
 */
export const HEALTH_EDGE_CACHE_SECONDS = HEALTH_POLL_INTERVAL_MS / 1000;
/**
 * The Cache-Control of `GET /api/health`: shared caches keep it HEALTH_EDGE_CACHE_SECONDS (CloudFront
 * caches an error for the longer of s-maxage and its error-caching minimum, 10 s, so a 503 is kept
 * as long); browsers ask again every poll.
 */
export const HEALTH_CACHE_CONTROL = `public, max-age=0, s-maxage=${HEALTH_EDGE_CACHE_SECONDS}`;

/** An analytics session ends after this much inactivity; a new one counts as a new visitor. */
export const ANALYTICS_SESSION_IDLE_MS = 30 * 60 * 1000;
/** How long the server remembers a visitor session id (DynamoDB TTL). */
export const VISITOR_SESSION_RETENTION_SECONDS = 2 * 24 * 60 * 60;
/** The 401 message of a request whose session is missing, expired or ended: the SPA then signs out. */
export const AUTHENTICATION_REQUIRED = 'Authentication required';

/** The one answer (409) to a write based on an item that someone else changed meanwhile. */
export const ITEM_CHANGED_ELSEWHERE = 'This item was changed by someone else. Reload it and try again.';

/**
 * Every endpoint function's timeout (infra/constructs/endpoint-function.ts; the local gateway gives
 * handlers the same 10 s). Work that holds something while it runs (a sign-in's attempt reservation)
 * lets it go by itself once this has passed, so a function cut off mid-flight cannot hold it.
 */
export const FUNCTION_TIMEOUT_SECONDS = 10;
