import type { UserDetails } from '#shared/accounts.ts';
import type { RegisterInput } from '#shared/validation/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /auth/register` → 201 with the new user; 409 when the email or user name is taken. */
export function registerAccount(input: RegisterInput): Promise<UserDetails> {
  return apiClient.request('POST /auth/register', { body: input });
}
