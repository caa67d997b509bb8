import type { RouteBody } from '#shared/contract/route-types.ts';
import { PROJECT_VISIBILITY, type Project, withoutBlankLinks } from '#shared/projects.ts';
import { projectSchema } from '#shared/validation/projects.ts';
import { type FieldErrors, fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';

/** The text values of the project form; the repository links are kept apart, one row each. */
export interface ProjectFormValues {
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  budget: string;
  visibility: string;
  status: string;
}

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  startDate: '',
  endDate: '',
  budget: '',
  visibility: String(PROJECT_VISIBILITY.public),
  status: '0', // Planned
};

export function projectFormValues(project: Project): ProjectFormValues {
  return {
    name: project.name,
    description: project.description,
    startDate: project.startDate ?? '',
    endDate: project.endDate ?? '',
    budget: project.budget === null ? '' : String(project.budget),
    visibility: String(project.visibility),
    status: String(project.status),
  };
}

/** The key of one link row's error: `repoLinks.2` is the third row of the form. */
export const linkErrorKey = (row: number) => `repoLinks.${row}`;

/** What the form sends, and the form row each sent link came from (blank rows are not sent). */
export interface ProjectRequest {
  input: RouteBody<'POST /projects'>;
  sentRows: number[];
}

/**
 * The request body of the form: blank and whitespace-only links dropped before saving (the shared
 * `withoutBlankLinks`), empty dates and budget sent as null.
 */
export function projectRequest(values: ProjectFormValues, linkRows: readonly string[]): ProjectRequest {
  const sentRows = linkRows.flatMap((link, row) => (withoutBlankLinks([link]).length > 0 ? [row] : []));
  const budget = values.budget.trim();
  return {
    input: {
      name: values.name,
      description: values.description,
      startDate: values.startDate || null,
      endDate: values.endDate || null,
      budget: budget === '' ? null : Number(budget),
      visibility: Number(values.visibility),
      status: Number(values.status),
      repoLinks: withoutBlankLinks(linkRows),
    },
    sentRows,
  };
}

/** An error of the sent body's `repoLinks.N` belongs to the form row that link came from. */
function toFormField(field: string, sentRows: readonly number[]): string {
  const link = /^repoLinks\.(\d+)$/.exec(field);
  const row = link ? sentRows[Number(link[1])] : undefined;
  return row === undefined ? field : linkErrorKey(row);
}

function firstPerFormField(
  problems: readonly { field: string; message: string }[],
  sentRows: readonly number[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field, message } of problems) errors[toFormField(field, sentRows)] ??= message;
  return errors;
}

export type ProjectCheck = ({ ok: true } & ProjectRequest) | { ok: false; errors: FieldErrors };

/** Checks the form against the shared schema the server applies; errors are keyed by form field and link row. */
export function checkProjectForm(values: ProjectFormValues, linkRows: readonly string[]): ProjectCheck {
  const request = projectRequest(values, linkRows);
  const result = projectSchema.safeParse(request.input);
  if (result.success) return { ok: true, ...request };
  const problems = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  return { ok: false, errors: firstPerFormField(problems, request.sentRows) };
}

/** Errors keyed by the sent body's fields (`repoLinks.1`), keyed by form field and link row instead. */
export function sentFieldErrors(byField: FieldErrors, sentRows: readonly number[]): FieldErrors {
  return firstPerFormField(
    Object.entries(byField).flatMap(([field, message]) => (message ? [{ field, message }] : [])),
    sentRows,
  );
}

/** The `errors` of a 400 answer, keyed by form field and link row like the form's own check. */
export function serverFieldErrors(body: unknown, sentRows: readonly number[]): FieldErrors {
  return sentFieldErrors(fieldErrorsFromBody(body), sentRows);
}
