import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { getAdminSummary } from './get-admin-summary';

/** The admin dashboard's figures, for admins only. */
export const group = createEndpointGroup('dashboard', { 'GET /admin/summary': getAdminSummary }, { authenticate });

export const handler = group.handler;
