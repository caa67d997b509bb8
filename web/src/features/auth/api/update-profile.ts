import type { UserDetails } from '../../../../../shared/accounts';
import { apiClient } from '../../../shared/api/api-client';
import { withoutBlankFields } from '../../../shared/lib/blank-fields';

/** The signed-in user's own profile; blank optional fields are left out of the request. */
export interface ProfileUpdate {
  userId?: string;
  email: string;
  firstName: string;
  lastName: string;
  userName?: string;
  phoneNumber?: string;
  profilePicture?: string;
  biography?: string;
}

/** `POST /auth/update-profile` (bearer token) → 200 with the updated user. */
export function updateProfile(update: ProfileUpdate): Promise<UserDetails> {
  return apiClient.request<UserDetails>('POST /auth/update-profile', { body: update });
}

/** The request body: the user's id, the required fields, and only the optional fields that are filled in. */
export function profileUpdateBody(update: Omit<ProfileUpdate, 'userId'>, userId: string): ProfileUpdate {
  const { email, firstName, lastName, ...optional } = update;
  return { userId, email, firstName, lastName, ...withoutBlankFields(optional) };
}
