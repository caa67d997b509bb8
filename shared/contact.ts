/** Limits and answers of the contact form, free of zod so the SPA's first load can use them. */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** At most this many messages per sender e-mail address, and per source IP, in one clock hour. */
export const CONTACT_LIMIT_PER_EMAIL_PER_HOUR = 3;
export const CONTACT_LIMIT_PER_IP_PER_HOUR = 10;

export const CONTACT_SENT_MESSAGE = 'Thank you, your message has been sent.';
export const CONTACT_TOO_MANY_MESSAGE = 'Too many messages. Please try again later.';
export const CONTACT_MAIL_FAILED_MESSAGE =
  'Your message was saved, but the email server could not deliver it right now. We will read it soon.';

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}
