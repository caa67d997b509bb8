import type { UserDetails } from '#shared/accounts.ts';

/** What the account screens can change about the signed-in user (`POST /auth/update-profile`). */
export interface ProfileChanges {
  email: string;
  firstName: string;
  lastName: string;
  userName: string;
  phoneNumber: string;
  profilePicture: string;
  biography: string;
}

/** The user's current values, the starting point of every account form (so no field is lost). */
export function profileChangesFrom(details: UserDetails): ProfileChanges {
  return {
    email: details.email,
    firstName: details.firstName,
    lastName: details.lastName,
    userName: details.userName ?? '',
    phoneNumber: details.phoneNumber ?? '',
    profilePicture: details.profilePicture ?? '',
    biography: details.biography ?? '',
  };
}
