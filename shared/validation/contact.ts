import * as z from 'zod/mini';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_NAME_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  type ContactInput,
} from '../contact';
import { email } from './accounts';

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

/** Body of `POST /api/contact`. */
export const contactSchema = z.strictObject({
  name: text('Name', CONTACT_NAME_MAX_LENGTH),
  email,
  subject: text('Subject', CONTACT_SUBJECT_MAX_LENGTH),
  message: text('Message', CONTACT_MESSAGE_MAX_LENGTH),
}) satisfies z.ZodMiniType<ContactInput>;
