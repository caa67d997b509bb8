import type * as z from 'zod/mini';
import type { loginSchema } from '#shared/validation/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** The body the login schema accepts (a type only: the schema itself loads with the form). */
export type LoginCredentials = z.input<typeof loginSchema>;

/**
 * `POST /auth/login` → a `LoginResponse` (names possibly capitalised; see lib/login-response.ts).
 * 401 wrong credentials; 403 with `isDeleted` or `isLockedOut` for a deleted or locked account;
 * 429 (the server's message shown as it is) while five sign-ins of the account are in flight.
 */
export function requestLogin(credentials: LoginCredentials): Promise<unknown> {
  return apiClient.request('POST /auth/login', { body: credentials });
}
