import type { ApiCall } from '#web/shared/api/call-log.ts';

/** How long the timeout notification stays when left alone (hovering or focusing it holds it). */
export const TIMEOUT_NOTICE_HIDE_MS = 10_000;

/**
 * A timeout the visitor should hear about. Background calls are left out: the visitor stats show
 * an estimate after their 3 s limit and log a warning, page views are
 * fire-and-forget, and the health probe has the connection indicator.
 */
export function isNoticeableTimeout(call: ApiCall): boolean {
  return call.outcome === 'timeout' && !call.background;
}

/** The newest noticeable timeout after the one last dismissed or hidden (`handledSeq`), if any. */
export function unhandledTimeout(calls: readonly ApiCall[], handledSeq: number): ApiCall | undefined {
  return calls.find((call) => call.seq > handledSeq && isNoticeableTimeout(call));
}
