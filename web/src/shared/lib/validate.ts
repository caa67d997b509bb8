import type * as z from 'zod/mini';
import { type FieldErrors, fieldErrorsFromIssues } from './field-errors';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * Checks form values against a shared request schema (the server applies the same one). Imported by
 * lazily loaded pages only, so zod never lands in the first load.
 */
export function validate<Schema extends z.ZodMiniType>(schema: Schema, values: unknown): Validation<z.output<Schema>> {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrorsFromIssues(result.error.issues) };
}
