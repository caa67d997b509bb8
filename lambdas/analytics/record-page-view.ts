import { pageViewSchema } from '#shared/validation/analytics.ts';
import { incrementPageViews, registerVisitorSession } from '../lib/analytics/page-views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { countMetric } from '../lib/metrics';

/** `POST /api/analytics/pageview`: one view for the path today; a new session is a new visitor. */
export const recordPageView: RouteHandler = async ({ body }) => {
  const { path, sessionId } = validate(pageViewSchema, body);
  const now = new Date();
  const day = now.toISOString().slice(0, 10);
  const [views, newVisitor] = await Promise.all([
    incrementPageViews(path, day),
    sessionId ? registerVisitorSession(sessionId, path, now) : Promise.resolve(false),
  ]);
  countMetric('PageViews');
  return ok({ path, day, views, newVisitor });
};
