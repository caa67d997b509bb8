import type { UserDetails } from '#shared/accounts.ts';
import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `PUT /users/{id}` with the whole user, its concurrencyStamp included → 200 with the saved user;
 * 404 `User with ID not found`; 409 when someone saved the user in between (stale stamp).
 */
export function updateUser(id: string, user: RouteBody<'PUT /users/{id}'>): Promise<UserDetails> {
  return apiClient.request('PUT /users/{id}', { params: { id }, body: user });
}
