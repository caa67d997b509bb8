import { isRecord } from './record-fields';

/** One message per form field, keyed by the request body's field name (`email`, `newPassword`). */
export type FieldErrors = Partial<Record<string, string>>;

/** The first message for each field of a list of `{ path | field, message }` problems. */
function firstPerField(problems: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of problems) errors[field] ??= message;
  return errors;
}

/** Issues of a schema check (their first path segment is the field). */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  return firstPerField(issues.map((issue) => ({ field: String(issue.path[0] ?? ''), message: issue.message })));
}

/** The `errors: [{ field, message }]` list of a validation 400 answer; {} for any other body. */
export function fieldErrorsFromBody(body: unknown): FieldErrors {
  const list = isRecord(body) ? body.errors : undefined;
  if (!Array.isArray(list)) return {};
  return firstPerField(
    list.flatMap((item) =>
      isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
        ? [{ field: item.field, message: item.message }]
        : [],
    ),
  );
}

/**
 * A validation answer's message names the request's field (`newPassword: Password must not…`);
 * a form shows it with the field's label instead (`New password: Password must not…`). An item of
 * a list field (`tagIds.1: …`) is named by the list's label.
 */
export function labelledMessage(message: string, labels: Readonly<Record<string, string>>): string {
  const separator = message.indexOf(': ');
  const field = separator > 0 ? message.slice(0, separator) : '';
  const named = [field, field.split('.')[0] ?? field].find((name) => Object.hasOwn(labels, name));
  return named === undefined ? message : `${labels[named]}${message.slice(separator)}`;
}
