import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { getAdminSummary } from './get-admin-summary';
import { getSystemHealth } from './get-system-health';

/** The admin dashboard's figures and the uncached health check, for admins only. */
export const group = createEndpointGroup(
  'dashboard',
  { 'GET /admin/summary': getAdminSummary, 'GET /admin/health': getSystemHealth },
  { authenticate },
);

export const handler = group.handler;
