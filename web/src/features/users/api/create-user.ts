import type { UserDetails } from '#shared/accounts.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /users` (admins only; others get 403) → 201 with the new user. */
export function createUser(input: RouteBody<'POST /users'>): Promise<UserDetails> {
  return apiClient.request('POST /users', { body: input });
}
