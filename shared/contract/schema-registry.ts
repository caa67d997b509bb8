import * as z from 'zod/mini';

/**
 * The named schemas of the API document: each becomes `#/components/schemas/<id>` and is referenced
 * wherever it is used. Answers are converted as zod outputs, request bodies as zod inputs (what a
 * client sends before trims and transforms), so they live in two registries.
 */
export interface SchemaMeta {
  id: string;
  description?: string;
}

export const responseSchemas = z.registry<SchemaMeta>();
export const requestSchemas = z.registry<SchemaMeta>();

/** Registers an answer's schema under a component name and returns it. */
export function answer<Schema extends z.ZodMiniType>(id: string, schema: Schema, description?: string): Schema {
  responseSchemas.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}

/** An ISO 8601 time in UTC as `Date.toISOString()` writes it. */
export const timestamp = answer(
  'Timestamp',
  z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)),
  'ISO 8601 time in UTC, e.g. 2026-11-23T09:30:00.000Z',
);

/** A paginated list: pass `cursor` back as `?cursor=` for the next page; null on the last page. */
export function page<Item extends z.ZodMiniType>(item: Item) {
  return z.strictObject({ items: z.array(item), cursor: z.nullable(z.string()) });
}

export const messageAnswer = answer('Message', z.strictObject({ message: z.string() }), 'A sentence for the user.');

/**
 * Every error answer: the message (a validation error names the field first), every problem in
 * `errors`, and details some answers add (`isDeleted`, `isLockedOut`, `lockoutEnd`, `isActive`).
 */
export const errorAnswer = answer(
  'Error',
  z.looseObject({
    message: z.string(),
    errors: z.optional(z.array(z.strictObject({ field: z.string(), message: z.string() }))),
    isDeleted: z.optional(z.boolean()),
    isLockedOut: z.optional(z.boolean()),
    lockoutEnd: z.optional(z.string()),
    isActive: z.optional(z.boolean()),
  }),
  'An error: `{ message, errors?: [{ field, message }], ...details }`, never anything internal.',
);
