import { ApiError } from '#web/shared/api/api-error.ts';
import type { FieldErrors } from '#web/shared/lib/field-errors.ts';

/** One message per form field: the server names list items `tagIds.0`, the form has one `tagIds` field. */
export function topLevelFieldErrors(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const name = field.split('.')[0] ?? field;
    if (message !== undefined) result[name] ??= message;
  }
  return result;
}

/** What a failed save says above the form: the server's message, or why no answer came. */
export function saveFailureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}
