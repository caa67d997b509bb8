import type { UserDetails } from '#shared/accounts.ts';
import type { CreateUserInput } from '#shared/validation/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /users` (admins only; others get 403) → 201 with the new user. */
export function createUser(input: CreateUserInput): Promise<UserDetails> {
  return apiClient.request('POST /users', { body: input });
}
