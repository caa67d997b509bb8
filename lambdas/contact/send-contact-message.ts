import {
  CONTACT_LIMIT_PER_EMAIL_PER_HOUR,
  CONTACT_LIMIT_PER_IP_PER_HOUR,
  CONTACT_MAIL_FAILED_MESSAGE,
  CONTACT_SENT_MESSAGE,
  CONTACT_TOO_MANY_MESSAGE,
} from '#shared/contact.ts';
import { contactSchema } from '#shared/validation/contact.ts';
import { config } from '../lib/config';
import { reserveContactMessage, storeContactMessage } from '../lib/db/contact';
import { HttpError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail/send-mail';

/**
 * `POST /api/contact`: counts the message against the sender's hourly limits (address and source
 * IP), stores it, then mails it to the site owner. Over a limit: 429, nothing stored or sent. If
 * the mail fails, the message stays stored and the answer is 502.
 */
export const sendContactMessage: RouteHandler = async ({ body, event }) => {
  const input = validate(contactSchema, body);
  const sourceIp = event.requestContext.http.sourceIp;
  const allowed = await reserveContactMessage(
    { email: input.email, ip: sourceIp },
    { perEmail: CONTACT_LIMIT_PER_EMAIL_PER_HOUR, perIp: CONTACT_LIMIT_PER_IP_PER_HOUR },
  );
  if (!allowed) throw new HttpError(429, CONTACT_TOO_MANY_MESSAGE);

  const userAgent = event.headers?.['user-agent']?.slice(0, 512);
  const messageId = await storeContactMessage(input, { sourceIp, ...(userAgent ? { userAgent } : {}) });
  try {
    await sendMail({
      to: config.siteOwnerEmail,
      subject: `Contact form: ${input.subject}`,
      text: [`From: ${input.name} <${input.email}>`, `Reply to: ${input.email}`, '', input.message].join('\n'),
    });
  } catch (error) {
    logger.error('Contact mail failed', { messageId, error });
    throw new HttpError(502, CONTACT_MAIL_FAILED_MESSAGE, { cause: error, expose: true });
  }
  return created({ message: CONTACT_SENT_MESSAGE });
};
