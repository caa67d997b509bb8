import { CONSENT_USER_AGENT_MAX_LENGTH } from '#shared/consent.ts';
import { consentSchema } from '#shared/validation/consent.ts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { saveConsentChoices } from '../lib/privacy/consent';

/**
 * `POST /api/consent`: appends a consent record (never overwrites one). The user is the signed-in
 * caller, if any, never a field of the body; without a userAgent in the body, the request's header is kept.
 * A signed-in caller's activity lists the categories they allowed.
 */
export const saveConsent: RouteHandler = async ({ body, event, principal, createId }) => {
  const input = validate(consentSchema, body);
  const userAgent = input.userAgent ?? event.headers?.['user-agent']?.slice(0, CONSENT_USER_AGENT_MAX_LENGTH);
  const saved = await saveConsentChoices(
    {
      sessionId: input.sessionId,
      decisions: input.decisions,
      lastUpdated: input.lastUpdated,
      version: input.version,
      ...(userAgent ? { userAgent } : {}),
      ...(principal ? { userId: principal.userId } : {}),
    },
    createId,
  );
  return created(saved);
};
