import type { ConsentInput, ConsentSaved } from '../../../../../shared/consent';
import { apiClient } from '../../../shared/api/api-client';

/** `POST /api/consent` (route id 'POST /consent', public). */
export function saveConsent(input: ConsentInput): Promise<ConsentSaved> {
  return apiClient.request<ConsentSaved>('POST /consent', { body: input, keepalive: true });
}
