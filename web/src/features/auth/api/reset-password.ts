import type { RouteBody } from '#shared/contract/route-types.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /auth/reset-password` → 200 `{ message }`; 400 `Invalid token` or an expired-token message. */
export function resetPassword(input: RouteBody<'POST /auth/reset-password'>): Promise<{ message: string }> {
  return apiClient.request('POST /auth/reset-password', { body: input });
}
