import type { UserDetails } from '#shared/accounts.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /auth/register` → 201 with the new user; 409 when the email or user name is taken. */
export function registerAccount(input: RouteBody<'POST /auth/register'>): Promise<UserDetails> {
  return apiClient.request('POST /auth/register', { body: input });
}
