import type * as z from 'zod/mini';
import type { reactivationSchema } from '#shared/validation/accounts.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

export type ReactivationRequest = z.input<typeof reactivationSchema>;

/** `POST /auth/request-account-reactivation` → 200 `{ message }`; 502 when the mail could not be sent. */
export function requestReactivation(request: ReactivationRequest): Promise<{ message: string }> {
  return apiClient.request('POST /auth/request-account-reactivation', { body: request });
}
