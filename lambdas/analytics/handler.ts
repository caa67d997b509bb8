import { createEndpointGroup } from '../lib/http/endpoint-group';
import { getVisitorStats } from './get-visitor-stats';
import { recordPageView } from './record-page-view';

export const group = createEndpointGroup('analytics', {
  'GET /visitor/stats': getVisitorStats,
  'POST /analytics/pageview': recordPageView,
});

export const handler = group.handler;
