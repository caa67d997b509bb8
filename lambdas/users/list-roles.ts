import { ROLES } from '#shared/accounts.ts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `GET /api/roles`: every role an account can hold, as `{ id, name }`. */
export const listRoles: RouteHandler = async () => ok(ROLES.map(({ id, name }) => ({ id, name })));
