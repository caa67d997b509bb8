import type { z } from 'zod';
import { BadRequestError } from '../errors';

/**
 * Parses a request part with a shared schema. The first problem becomes the message, naming the
 * field; every problem is listed in `errors` so forms can mark each field.
 */
export function validate<Schema extends z.ZodType>(schema: Schema, input: unknown, what = 'body'): z.infer<Schema> {
  if (input === undefined || input === null) {
    throw new BadRequestError(`Request ${what} is required`, { errors: [{ field: what, message: 'required' }] });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const path = issue.path.map(String);
    // An unknown field is named itself, not its parent object.
    if (issue.code === 'unrecognized_keys') path.push(issue.keys.join(','));
    return { field: path.length > 0 ? path.join('.') : what, message: issue.message };
  });
  const first = errors[0];
  const message = first ? `${first.field}: ${first.message}` : `Invalid ${what}`;
  throw new BadRequestError(message, { errors });
}
