import { findRouteByGatewayKey } from '#shared/routes.ts';
import type { Authenticator } from '../lib/auth/principal';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { getAnalyticsSummary } from './get-analytics-summary';
import { getVisitorStats } from './get-visitor-stats';
import { recordPageView } from './record-page-view';

/**
 * Only the admin summary needs the caller. Page views (sent on every route change) and the visitor
 * count never read a token: they pay no session lookup, and a cold start does not load the token
 * and account modules, which are imported on the first signed-in request.
 */
const authenticateSignedInRoutes: Authenticator = async (event) => {
  if (findRouteByGatewayKey(event.routeKey)?.access === 'public') return undefined;
  const { authenticate } = await import('../lib/auth/authenticate');
  return authenticate(event);
};

export const group = createEndpointGroup(
  'analytics',
  {
    'GET /visitor/stats': getVisitorStats,
    'POST /analytics/pageview': recordPageView,
    'GET /analytics/summary': getAnalyticsSummary,
  },
  { authenticate: authenticateSignedInRoutes },
);

export const handler = group.handler;
