import { runDependencyChecks } from '../lib/health/dependency-checks';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { healthAnswer } from '../lib/http/health-answer';

/**
 * `GET /api/admin/health` (admins): the dependencies checked now, neither from the container's
 * recent checks nor from any cache, for the System health page's Refresh.
 */
export const getSystemHealth: RouteHandler = async () => healthAnswer(await runDependencyChecks(), 'no-store');
