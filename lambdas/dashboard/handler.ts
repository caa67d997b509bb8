import { authenticate } from '../lib/auth/authenticate';
import { createEndpointGroup } from '../lib/http/endpoint-group';
import { getAdminSummary } from './get-summary';

/** The admin dashboard's figures (spec §6: dashboard for admins only). */
export const group = createEndpointGroup('dashboard', { 'GET /admin/summary': getAdminSummary }, { authenticate });

export const handler = group.handler;
