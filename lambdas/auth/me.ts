import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import { toUserDetails } from '../lib/accounts/user-view';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `GET /api/auth/me`: the signed-in user's account. */
export const me: RouteHandler = async ({ principal }) => ok(toUserDetails(await requireSignedInUser(principal)));
