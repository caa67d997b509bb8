import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { userOr404 } from './route-helpers';

/** `GET /api/users/{id}`: one GetItem. */
export const getUserById: RouteHandler = async ({ pathParameters }) =>
  ok(toUserDetails(await userOr404(pathParameters.id)));
