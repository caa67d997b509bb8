import type { VisitorStats } from '#shared/analytics.ts';
import { getTotalVisitors } from '../lib/analytics/page-views';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `GET /api/visitor/stats`: `{ totalVisitors }`, one GetItem. */
export const getVisitorStats: RouteHandler = async () => {
  const stats: VisitorStats = { totalVisitors: await getTotalVisitors() };
  return ok(stats);
};
