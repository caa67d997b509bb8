import { PAGE_PATH_MAX_LENGTH, type PageViewInput, REFERRER_MAX_LENGTH } from '#shared/analytics.ts';

/** The body of a page view; the referrer and the session id only when there is one, the texts cut to the server's limits. */
export function buildPageView(view: { path: string; referrer?: string; sessionId?: string }): PageViewInput {
  const body: PageViewInput = { path: view.path.slice(0, PAGE_PATH_MAX_LENGTH) };
  if (view.sessionId) body.sessionId = view.sessionId;
  if (view.referrer) body.referrer = view.referrer.slice(0, REFERRER_MAX_LENGTH);
  return body;
}
