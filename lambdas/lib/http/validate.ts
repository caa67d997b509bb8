import type * as z from 'zod/mini';
import { BadRequestError } from './errors';

/** zod/mini ships no message locale; the codes our schemas leave unlabelled get a plain sentence here. */
function describe(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return 'Unknown field';
  if (issue.message !== 'Invalid input') return issue.message;
  if (issue.code === 'invalid_type') return `Expected ${issue.expected}`;
  return 'Invalid value';
}

/**
 * Parses a request part with a shared schema. The first problem becomes the message, naming the
 * field; every problem is listed in `errors` so forms can mark each field.
 */
export function validate<Schema extends z.ZodMiniType>(schema: Schema, input: unknown, what = 'body'): z.infer<Schema> {
  if (input === undefined || input === null) {
    throw new BadRequestError(`Request ${what} is required`, {
      details: { errors: [{ field: what, message: 'required' }] },
    });
  }
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const path = issue.path.map(String);
    // An unknown field is named itself, not its parent object.
    if (issue.code === 'unrecognized_keys') path.push(issue.keys.join(','));
    return { field: path.length > 0 ? path.join('.') : what, message: describe(issue) };
  });
  const first = errors[0];
  const message = first ? `${first.field}: ${first.message}` : `Invalid ${what}`;
  throw new BadRequestError(message, { details: { errors } });
}
