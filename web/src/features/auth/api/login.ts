import { apiClient } from '#web/shared/api/api-client.ts';

export interface LoginCredentials {
  email: string;
  password: string;
  rememberMe?: boolean;
}

/**
 * `POST /auth/login` → a `LoginResponse` (names possibly capitalised; see lib/login-response.ts).
 * 401 wrong credentials; 403 with `isDeleted` or `isLockedOut` for a deleted or locked account;
 * 429 (the server's message shown as it is) while five sign-ins of the account are in flight.
 */
export function requestLogin(credentials: LoginCredentials): Promise<unknown> {
  return apiClient.request<unknown>('POST /auth/login', { body: credentials });
}
