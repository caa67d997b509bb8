import type { ConsentInput, ConsentSaved } from '#shared/consent.ts';
import { apiClient } from '#web/shared/api/api-client.ts';

/** `POST /api/consent` (route id 'POST /consent', public). */
export function saveConsent(input: ConsentInput): Promise<ConsentSaved> {
  return apiClient.request('POST /consent', { body: input, keepalive: true });
}
