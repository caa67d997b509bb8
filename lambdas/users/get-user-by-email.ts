import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { userByEmailOr404 } from './route-helpers';

/** `GET /api/users/email/{email}` (the @ arrives as %40, decoded by API Gateway): one query on gsi2. */
export const getUserByEmail: RouteHandler = async ({ pathParameters }) =>
  ok(toUserDetails(await userByEmailOr404(pathParameters.email)));
