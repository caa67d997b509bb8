import type { DashboardSummary } from '#shared/dashboard.ts';
import { summarizeAll } from '../lib/dashboard/summary';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `GET /api/admin/summary` (admins): counts and a few items of every kind, for the dashboard. */
export const getAdminSummary: RouteHandler = async () => {
  const summary: DashboardSummary = { kinds: await summarizeAll(), generatedAt: new Date().toISOString() };
  return ok(summary);
};
