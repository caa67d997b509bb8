import type * as z from 'zod/mini';
import type { UserDetails } from '#shared/accounts.ts';
import type { updateProfileSchema } from '#shared/validation/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';

/** The signed-in user's own profile; blank optional fields are left out of the request. */
export type ProfileUpdate = z.input<typeof updateProfileSchema>;

/** `POST /auth/update-profile` (bearer token) → 200 with the updated user. */
export function updateProfile(update: ProfileUpdate): Promise<UserDetails> {
  return apiClient.request('POST /auth/update-profile', { body: update });
}

/** The request body: the user's id, the required fields, and only the optional fields that are filled in. */
export function profileUpdateBody(update: Omit<ProfileUpdate, 'userId'>, userId: string): ProfileUpdate {
  const { email, firstName, lastName, ...optional } = update;
  return { userId, email, firstName, lastName, ...withoutBlankFields(optional) };
}
