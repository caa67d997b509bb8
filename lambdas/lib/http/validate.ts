import type { z } from 'zod';
import { BadRequestError } from '../errors';

/**
 * Parses a request part with a shared schema. The first problem becomes the message, naming the
 * field; every problem is listed in `errors` so forms can mark each field.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown, what = 'body'): z.infer<Schema> {
  const result = schema.safeParse(input ?? undefined);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join('.') : what,
    message: issue.message,
  }));
  const first = errors[0];
  const message = first ? `${first.field}: ${first.message}` : `Invalid ${what}`;
  throw new BadRequestError(message, { errors });
}
