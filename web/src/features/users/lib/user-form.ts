import type { UserDetails } from '#shared/accounts.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { withoutBlankFields } from '#web/shared/lib/blank-fields.ts';

/** The text fields of the edit-user form. */
export interface UserFormValues {
  email: string;
  firstName: string;
  lastName: string;
  userName: string;
  phoneNumber: string;
  dateOfBirth: string;
  profilePicture: string;
  biography: string;
}

export function userFormValues(user: UserDetails): UserFormValues {
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    phoneNumber: user.phoneNumber ?? '',
    dateOfBirth: user.dateOfBirth?.slice(0, 10) ?? '',
    profilePicture: user.profilePicture ?? '',
    biography: user.biography ?? '',
  };
}

const OPTIONAL_FIELDS = ['phoneNumber', 'dateOfBirth', 'profilePicture', 'biography'] as const;

/** The admin-only switches of the edit-user form. */
export type UserFlags = Pick<UserDetails, 'isActive' | 'emailVerified'>;

/**
 * The body of `PUT /users/{id}`: the whole loaded user with the form's values and switches over
 * it. Optional fields left blank are left out; the concurrencyStamp is kept, so a concurrent save
 * is refused instead of overwritten.
 */
export function userUpdateBody(
  user: UserDetails,
  values: UserFormValues,
  { isActive, emailVerified }: UserFlags,
): RouteBody<'PUT /users/{id}'> {
  const body: Record<string, unknown> = { ...user };
  for (const name of OPTIONAL_FIELDS) delete body[name];
  return {
    ...body,
    ...withoutBlankFields({ ...values }),
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    userName: values.userName,
    isActive,
    emailVerified,
    concurrencyStamp: user.concurrencyStamp,
  };
}

export function fullName(user: { firstName: string; lastName: string; userName?: string }): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.userName || 'Unnamed user';
}
