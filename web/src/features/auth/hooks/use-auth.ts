import { createContext, useContext } from 'react';
import type { AuthenticatedUser, UserDetails } from '#shared/accounts.ts';
import type { LoginCredentials } from '#web/features/auth/api/login.ts';
import type { ProfileUpdate } from '#web/features/auth/api/update-profile.ts';
import type { AuthStatus } from '#web/features/auth/lib/access.ts';

/** How a logout ended: confirmed by the server, only in this browser (the server call failed), or nobody was signed in. */
export type LogoutOutcome = 'signed-out' | 'signed-out-locally' | 'not-signed-in';

export interface AuthContextValue {
  status: AuthStatus;
  /**
   * The session ended elsewhere while a form held unsaved changes: `user` is still the one who
   * was signed in, so the page stays, and a dialog asks to sign in again. Requests go unsigned.
   */
  sessionEnded: boolean;
  /** The signed-in user (also while a stored session is being confirmed). */
  user: AuthenticatedUser | undefined;
  /** A client-side flag from the roles; the server checks every call itself. */
  isAdmin: boolean;
  /** Signs in and stores the session; throws the server's error or an `InvalidLoginResponseError`. */
  login(credentials: LoginCredentials): Promise<AuthenticatedUser>;
  /** Signs in with a passkey (the browser's prompt) and stores the session exactly as `login` does. */
  loginWithPasskey(options: { rememberMe?: boolean }): Promise<AuthenticatedUser>;
  /** Ends the session on the server if it can, and in this browser always. */
  logout(): Promise<LogoutOutcome>;
  updateProfile(update: Omit<ProfileUpdate, 'userId'>): Promise<UserDetails>;
  /** Changes the password; the fresh session replaces the old one in the same storage. */
  changePassword(change: { currentPassword: string; newPassword: string }): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
