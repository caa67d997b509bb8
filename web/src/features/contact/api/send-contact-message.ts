import type { ContactInput } from '#shared/contact.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/**
 * `POST /contact` → 201 `{ message }`. Refusals: 400 with `errors` per field, 429 over the hourly
 * limit, 502 when the message was stored but the mail could not be sent.
 */
export function sendContactMessage(input: ContactInput): Promise<{ message: string }> {
  return apiClient.request<{ message: string }>('POST /contact', { body: input });
}
