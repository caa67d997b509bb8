import { CONSENT_USER_AGENT_MAX_LENGTH } from '#shared/consent.ts';
import { consentSchema } from '#shared/validation/consent.ts';
import { recordActivity } from '../lib/accounts/activity';
import { appendConsentRecord } from '../lib/db/consent';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/consent`: appends a consent record (never overwrites one). The user is the signed-in
 * caller, if any, never a field of the body; without a userAgent in the body, the request's header is kept.
 * A signed-in caller's activity lists the categories they allowed.
 */
export const saveConsent: RouteHandler = async ({ body, event, principal }) => {
  const input = validate(consentSchema, body);
  const userAgent = input.userAgent ?? event.headers?.['user-agent']?.slice(0, CONSENT_USER_AGENT_MAX_LENGTH);
  const saved = await appendConsentRecord({
    sessionId: input.sessionId,
    decisions: input.decisions,
    lastUpdated: input.lastUpdated,
    version: input.version,
    ...(userAgent ? { userAgent } : {}),
    ...(principal ? { userId: principal.userId } : {}),
  });
  if (principal) {
    const allowedCategories = input.decisions
      .filter((decision) => decision.status === 'accepted')
      .map((decision) => decision.categoryId);
    await recordActivity(principal.userId, { type: 'consent-saved', allowedCategories, userAgent });
  }
  return created(saved);
};
