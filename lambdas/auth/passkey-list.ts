import { listPasskeys } from '../lib/accounts/passkeys';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';

/** `GET /api/auth/passkeys`: the caller's own passkeys (name, created, last used). */
export const passkeyList: RouteHandler = async ({ principal }) => ok(await listPasskeys(principal));
