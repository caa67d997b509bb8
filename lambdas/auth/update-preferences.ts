import { updatePreferencesSchema } from '#shared/validation/preferences.ts';
import { updateUserPreferences } from '../lib/accounts/preferences';
import { requireSignedInUser } from '../lib/accounts/signed-in-user';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `PUT /api/auth/preferences`: any of the signed-in user's settings (the others keep their value);
 * answers every preference after the change. A bad body is refused before anything is written.
 */
export const updatePreferences: RouteHandler = async (request) => {
  const changes = validate(updatePreferencesSchema, request.body);
  const user = await requireSignedInUser(request.principal);
  return ok(await updateUserPreferences(user.userId, changes));
};
