import type { PageViewInput } from '../../../../../shared/validation/analytics';

/**
 * The server's limits (shared/validation/analytics.ts). Copied, because importing that module
 * brings zod into the first load; a test keeps the copies equal.
 */
export const PAGE_VIEW_LIMITS = { pathMaxLength: 512, referrerMaxLength: 2048 } as const;

/** The body of a page view; the referrer only when there is one, cut to the server's limits. */
export function buildPageView(view: { path: string; referrer?: string; sessionId: string }): PageViewInput {
  const body: PageViewInput = { path: view.path.slice(0, PAGE_VIEW_LIMITS.pathMaxLength), sessionId: view.sessionId };
  if (view.referrer) body.referrer = view.referrer.slice(0, PAGE_VIEW_LIMITS.referrerMaxLength);
  return body;
}
