import * as z from 'zod/mini';
import {
  ACCOUNT_STATES,
  BIOGRAPHY_MAX_LENGTH,
  DELETION_NEEDS_PASSWORD,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PROFILE_PICTURE_MAX_LENGTH,
  REACTIVATION_REASON_MAX_LENGTH,
  ROLES,
  SORT_ORDERS,
  USER_LOOKUP_MIN_LENGTH,
  USER_NAME_MAX_LENGTH,
  USER_NAME_MIN_LENGTH,
  USER_SEARCH_MAX_LENGTH,
  USER_SORTS,
} from '../accounts';
import { PASSWORD_MESSAGES, type PasswordContext, passwordProblem } from '../password-policy';

/** One @, no spaces, a dot in the domain: what mail servers accept, without chasing RFC 5322. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * The characters of a user name. `@` passes here only so that a legacy name that is the account's
 * own address can be kept unchanged (`userNameIsNotAnotherAddress`); a new or changed name never
 * has one (`userNameWithoutAt`, and the server), so the rule users are told is the one below.
 */
const USER_NAME_PATTERN = /^[A-Za-z0-9._@+-]+$/;
const USER_NAME_RULE = 'letters, digits and . _ + -';
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** Digits, an optional leading +, spaces or dashes between them; or nothing (the field cleared). */
const PHONE_PATTERN = /^(?:\+?[0-9][0-9 -]*)?$/;
const EARLIEST_BIRTH_DATE = '1900-01-01';

const requiredString = (label: string) => z.string(`${label} is required`);

/**
 * An update may keep a user name that looks like an e-mail address only when it is the account's
 * own address (what older accounts got by default, until migrated); otherwise one user could take
 * another's address as a name and block their sign-up. A new name never contains @ (the server
 * refuses a changed one).
 */
const userNameIsNotAnotherAddress = z.refine<{ email: string; userName?: string }>(
  (value) => !value.userName?.includes('@') || value.userName.trim().toLowerCase() === value.email.trim().toLowerCase(),
  { message: 'User name may contain @ only when it is your own email address', path: ['userName'] },
);

/** A new account's user name is a handle, never an e-mail address (only admins see those). */
const userNameWithoutAt = z.refine<{ userName?: string }>((value) => !value.userName?.includes('@'), {
  message: 'User name may not contain @',
  path: ['userName'],
});

export const email = requiredString('Email').check(
  z.trim(),
  z.minLength(1, 'Email is required'),
  z.maxLength(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`),
  z.regex(EMAIL_PATTERN, 'Email is not a valid address'),
);

const name = (label: string) =>
  requiredString(label).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.maxLength(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`),
  );

const userName = requiredString('User name').check(
  z.trim(),
  z.minLength(USER_NAME_MIN_LENGTH, `User name must be at least ${USER_NAME_MIN_LENGTH} characters`),
  z.maxLength(USER_NAME_MAX_LENGTH, `User name must be at most ${USER_NAME_MAX_LENGTH} characters`),
  z.regex(USER_NAME_PATTERN, `User name may contain only ${USER_NAME_RULE}`),
);

/**
 * A new password: the shared policy (length 8–128, not a common password, not the site's name).
 * The account's own words are checked by `passwordNotPersonal` on the whole request.
 */
const newPassword = requiredString('Password').check(
  z.refine((value) => passwordProblem(value) !== 'too-short', PASSWORD_MESSAGES['too-short']),
  z.refine((value) => passwordProblem(value) !== 'too-long', PASSWORD_MESSAGES['too-long']),
  z.refine((value) => passwordProblem(value) !== 'too-common', PASSWORD_MESSAGES['too-common']),
  z.refine((value) => passwordProblem(value) !== 'personal', PASSWORD_MESSAGES.personal),
);

/**
 * A request's new password (in `field`) may not contain the names, user name or address it
 * carries. Only a password that passes the field's own rules is checked, so one field never gets
 * two messages.
 */
const passwordNotPersonal = <Field extends string>(field: Field) =>
  z.refine<Record<Field, string> & PasswordContext>(
    (value) => {
      const password = value[field];
      return (
        typeof password !== 'string' || passwordProblem(password) !== undefined || !passwordProblem(password, value)
      );
    },
    { message: PASSWORD_MESSAGES.personal, path: [field] },
  );

/** A password being checked (login, current password): any non-empty string of a sane length. */
export const givenPassword = requiredString('Password').check(
  z.minLength(1, 'Password is required'),
  z.maxLength(1024, 'Password is too long'),
);

const optionalText = (label: string, max: number) =>
  z.optional(
    z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

/** A calendar date that exists (`2023-02-30` does not): it reads back as itself. */
const isCalendarDate = (value: string) =>
  DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** Today's date (UTC), in the form and on the server alike. */
const today = () => new Date().toISOString().slice(0, 10);

/** A date of birth: a real date from 1900 on and before today. */
const dateOfBirth = z.optional(
  z.string('Date of birth must be a date').check(
    z.refine(isCalendarDate, 'Date of birth must be a date (YYYY-MM-DD)'),
    z.refine(
      (value) => !isCalendarDate(value) || (value >= EARLIEST_BIRTH_DATE && value < today()),
      'Date of birth must be in the past and not before 1900',
    ),
  ),
);

/** A phone number as stored: its digits with the leading + kept, spaces and dashes dropped. */
const normalizePhoneNumber = (value: string) => value.replace(/[\s-]/g, '');

/**
 * A phone number: digits with an optional leading +, spaces or dashes between them; stored
 * normalised (`normalizePhoneNumber`). Empty clears it. Only written numbers are checked, so an
 * account stored with an older format still loads.
 */
const phoneNumber = z.optional(
  z
    .string('Phone number must be text')
    .check(
      z.trim(),
      z.maxLength(PHONE_MAX_LENGTH, `Phone number must be at most ${PHONE_MAX_LENGTH} characters`),
      z.regex(PHONE_PATTERN, 'Phone number may contain only digits, a leading + and spaces or dashes'),
      z.overwrite(normalizePhoneNumber),
    ),
);

/** Whether a profile picture address is an absolute `https:` URL (until pictures can be uploaded). */
const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const profilePicture = z.optional(
  z.string('Profile picture must be text').check(
    z.trim(),
    z.maxLength(PROFILE_PICTURE_MAX_LENGTH, `Profile picture must be at most ${PROFILE_PICTURE_MAX_LENGTH} characters`),
    z.refine((value) => value === '' || isHttpsUrl(value), 'Profile picture must be an https:// address'),
  ),
);

const profileFields = {
  phoneNumber,
  profilePicture,
  biography: optionalText('Biography', BIOGRAPHY_MAX_LENGTH),
};

/** A new account, as a visitor registers it or an admin creates it. */
const newAccountFields = {
  email,
  password: newPassword,
  firstName: name('First name'),
  lastName: name('Last name'),
  userName: z.optional(userName),
  dateOfBirth,
  ...profileFields,
};

/** `POST /auth/register`. Without a user name, one is made from the names (`firstname.lastname`). */
export const registerSchema = z
  .strictObject(newAccountFields)
  .check(userNameWithoutAt, passwordNotPersonal('password'));

/** `POST /auth/login`. */
export const loginSchema = z.strictObject({
  email,
  password: givenPassword,
  rememberMe: z.optional(z.boolean('rememberMe must be true or false')),
});

/** `POST /auth/forgot-password`. */
export const forgotPasswordSchema = z.strictObject({ email });

/** The token of a mailed link (password reset, e-mail verification). */
const linkToken = requiredString('Token').check(
  z.minLength(1, 'Token is required'),
  z.maxLength(512, 'Token is too long'),
);

/** `POST /auth/reset-password` (some clients send Email, NewPassword, Token; key case is normalised). */
export const resetPasswordSchema = z
  .strictObject({
    email,
    newPassword,
    token: linkToken,
  })
  .check(passwordNotPersonal('newPassword'));

/** `POST /auth/verify-email`: the token of the mailed link. */
export const verifyEmailSchema = z.strictObject({
  token: linkToken,
});

/** `POST /auth/request-account-reactivation`. */
export const reactivationSchema = z.strictObject({
  email,
  reactivationReason: requiredString('Reason').check(
    z.trim(),
    z.minLength(1, 'Reason is required'),
    z.maxLength(REACTIVATION_REASON_MAX_LENGTH, `Reason must be at most ${REACTIVATION_REASON_MAX_LENGTH} characters`),
  ),
});

/** `POST /auth/update-profile`: the signed-in user's own profile. Empty optional fields are omitted. */
export const updateProfileSchema = z
  .strictObject({
    userId: z.optional(z.string('userId must be text')),
    email,
    firstName: name('First name'),
    lastName: name('Last name'),
    userName: z.optional(userName),
    ...profileFields,
    /** Needed to change the e-mail address unless the session signed in recently (RECENT_SIGN_IN_MINUTES). */
    currentPassword: z.optional(givenPassword),
  })
  .check(userNameIsNotAnotherAddress);

/** `POST /auth/change-password` (some clients send Id, currentPassword, newPassword; key case is normalised). */
export const changePasswordSchema = z.strictObject({
  id: z.optional(z.string('Id must be text')),
  currentPassword: givenPassword,
  newPassword,
});

/** `POST /auth/delete-account`: the current password, every time (a signed-in session alone never deletes). */
export const deleteAccountSchema = z.strictObject({
  currentPassword: z
    .string(DELETION_NEEDS_PASSWORD)
    .check(z.minLength(1, DELETION_NEEDS_PASSWORD), z.maxLength(1024, 'Password is too long')),
});

const roleName = z.enum(
  ROLES.map((role) => role.name) as [string, ...string[]],
  `Role must be one of ${ROLES.map((role) => role.name).join(', ')}`,
);
const roleId = z.enum(
  ROLES.map((role) => role.id) as [string, ...string[]],
  `Role id must be one of ${ROLES.map((role) => role.id).join(', ')}`,
);

/** `POST /users`: an admin creates a user, optionally with roles (default: User). */
export const createUserSchema = z
  .strictObject({ ...newAccountFields, roles: z.optional(z.array(roleName)) })
  .check(userNameWithoutAt, passwordNotPersonal('password'));

/**
 * `PUT /users/{id}`: the SPA sends the whole user object; fields the server owns (audit, security,
 * roles) are ignored rather than refused. `concurrencyStamp`, when sent, must match the stored one.
 */
export const updateUserSchema = z
  .object({
    email,
    firstName: name('First name'),
    lastName: name('Last name'),
    userName,
    dateOfBirth,
    isActive: z.optional(z.boolean('isActive must be true or false')),
    emailVerified: z.optional(z.boolean('emailVerified must be true or false')),
    concurrencyStamp: z.optional(z.string('concurrencyStamp must be text')),
    ...profileFields,
  })
  .check(userNameIsNotAnotherAddress);

/** `DELETE /users/{id}` body. `isAdmin` is the caller's client-side flag: accepted, never trusted. */
export const deleteUserSchema = z.strictObject({
  isAdmin: z.optional(z.boolean('isAdmin must be true or false')),
  isPermanent: z.boolean('isPermanent must be true or false'),
});

/** `PUT /user-roles/{userId}/roles`: the complete list of role ids the user should have. */
export const assignRolesSchema = z.array(roleId, 'Send a list of role ids');

/** `GET /api/users/lookup?q=`: an exact user name or e-mail address, at least a few characters. */
export const userLookupQuerySchema = z.object({
  q: z
    .string(`Give a user name or e-mail address of at least ${USER_LOOKUP_MIN_LENGTH} characters`)
    .check(
      z.trim(),
      z.minLength(
        USER_LOOKUP_MIN_LENGTH,
        `Give a user name or e-mail address of at least ${USER_LOOKUP_MIN_LENGTH} characters`,
      ),
      z.maxLength(EMAIL_MAX_LENGTH, `A user name or e-mail address has at most ${EMAIL_MAX_LENGTH} characters`),
    ),
});

/**
 * `GET /api/users?q=&role=&state=&sort=&order=&limit=&cursor=`: words of the name, user name or
 * (admins) e-mail address, a role and a state to keep, and the order.
 */
export const userListQuerySchema = z.object({
  limit: z.optional(z.string()),
  cursor: z.optional(z.string()),
  q: z.optional(
    z
      .string('Search must be text')
      .check(
        z.trim(),
        z.minLength(1, 'Search must not be empty'),
        z.maxLength(USER_SEARCH_MAX_LENGTH, `Search must be at most ${USER_SEARCH_MAX_LENGTH} characters`),
      ),
  ),
  role: z.optional(roleName),
  state: z.optional(z.enum(ACCOUNT_STATES, `State must be one of ${ACCOUNT_STATES.join(', ')}`)),
  sort: z.optional(z.enum(USER_SORTS, `Sort must be one of ${USER_SORTS.join(', ')}`)),
  order: z.optional(z.enum(SORT_ORDERS, `Order must be one of ${SORT_ORDERS.join(', ')}`)),
});
