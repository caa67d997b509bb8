import { mutate } from 'swr';
import type { UserDetails } from '#shared/accounts.ts';
import type { AuthSession } from '#web/features/auth/lib/auth-record.ts';
import { sessionFromLoginResponse } from '#web/features/auth/lib/login-response.ts';
import { changePassword, type PasswordChange } from './change-password';
import { currentUserKey } from './get-current-user';
import { type LoginCredentials, requestLogin } from './login';
import { requestPasskeyLogin } from './passkey-login';
import { type ProfileUpdate, profileUpdateBody, updateProfile } from './update-profile';

/**
 * The auth provider's requests that change the session, a chunk of its own fetched at the first
 * sign-in, password change or profile update: most visits make none of them, and the shell stays
 * smaller without them (and without SWR, which the profile update's cache write needs).
 */

/** `POST /auth/login` → the session it opens. */
export async function signIn(credentials: LoginCredentials): Promise<AuthSession> {
  return sessionFromLoginResponse(await requestLogin(credentials));
}

/** A passkey sign-in (options, the browser's prompt, `POST /auth/passkeys/login`) → the session it opens. */
export async function signInWithPasskey(rememberMe: boolean): Promise<AuthSession> {
  return sessionFromLoginResponse(await requestPasskeyLogin(rememberMe));
}

/** `POST /auth/change-password` → the fresh session for this device. */
export async function changePasswordForSession(change: PasswordChange): Promise<AuthSession> {
  return sessionFromLoginResponse(await changePassword(change));
}

/** `POST /auth/update-profile` → the updated user. */
export function updateOwnProfile(update: Omit<ProfileUpdate, 'userId'>, userId: string): Promise<UserDetails> {
  return updateProfile(profileUpdateBody(update, userId));
}

/** Puts fresh details in the SWR cache of the user's `GET /auth/me`, without asking again. */
export async function cacheCurrentUser(userId: string, details: UserDetails): Promise<void> {
  await mutate(currentUserKey(userId), details, { revalidate: false });
}
