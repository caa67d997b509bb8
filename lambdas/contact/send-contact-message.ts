import { CONTACT_SENT_MESSAGE } from '#shared/contact.ts';
import { contactSchema } from '#shared/validation/contact.ts';
import { receiveContactMessage } from '../lib/contact/contact-messages';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { countMetric } from '../lib/metrics';

/**
 * `POST /api/contact`: the message is counted against the sender's hourly limits, stored and
 * mailed to the site owner. Over a limit: 429, nothing stored or sent. If the mail fails, the
 * message stays stored and the answer is 502.
 */
export const sendContactMessage: RouteHandler = async ({ body, event, createId }) => {
  const input = validate(contactSchema, body);
  const userAgent = event.headers?.['user-agent']?.slice(0, 512);
  await receiveContactMessage(
    input,
    { sourceIp: event.requestContext.http.sourceIp, ...(userAgent ? { userAgent } : {}) },
    createId,
  );
  countMetric('ContactMessages');
  return created({ message: CONTACT_SENT_MESSAGE });
};
