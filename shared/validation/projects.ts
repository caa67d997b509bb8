import * as z from 'zod/mini';
import {
  PROJECT_DESCRIPTION_MAX_LENGTH,
  PROJECT_MAX_BUDGET,
  PROJECT_MAX_REPO_LINKS,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_STATUS_LABELS,
  PROJECT_VISIBILITY_LABELS,
  REPO_LINK_MAX_LENGTH,
  withoutBlankLinks,
} from '../projects';
import { entityId, requiredText } from './blog';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

const date = (label: string) =>
  z.optional(
    z.nullable(
      z
        .string(`${label} must be a date`)
        .check(
          z.regex(DATE_PATTERN, `${label} must be a date (YYYY-MM-DD)`),
          z.refine(isCalendarDate, `${label} is not a real date`),
        ),
    ),
  );

const code = (label: string, labels: Record<number, string>) =>
  z.int(`${label} must be a whole number`).check(
    z.refine(
      (value) => Object.hasOwn(labels, value),
      `${label} must be one of ${Object.entries(labels)
        .map(([value, name]) => `${value} (${name})`)
        .join(', ')}`,
    ),
  );

/** Blank links are dropped first (an empty row of the form); what remains must be an http(s) address. */
const repoLinks = z.optional(
  z.pipe(
    z.array(z.string('Repository links must be text'), 'Repository links must be a list'),
    z.pipe(
      z.transform((links: string[]) => withoutBlankLinks(links)),
      z
        .array(
          z
            .string()
            .check(
              z.maxLength(REPO_LINK_MAX_LENGTH, `A repository link must be at most ${REPO_LINK_MAX_LENGTH} characters`),
              z.regex(/^https?:\/\/[^\s/]+\S*$/, 'A repository link must be an http(s) address'),
            ),
        )
        .check(
          z.maxLength(PROJECT_MAX_REPO_LINKS, `A project can have at most ${PROJECT_MAX_REPO_LINKS} repository links`),
        ),
    ),
  ),
);

/** `POST` and `PUT /api/projects`: name, description, dates, budget, visibility, status, owner, links. */
export const projectSchema = z
  .strictObject({
    name: requiredText('Name', PROJECT_NAME_MAX_LENGTH),
    description: z.optional(
      z
        .string('Description must be text')
        .check(
          z.trim(),
          z.maxLength(
            PROJECT_DESCRIPTION_MAX_LENGTH,
            `Description must be at most ${PROJECT_DESCRIPTION_MAX_LENGTH} characters`,
          ),
        ),
    ),
    startDate: date('Start date'),
    endDate: date('End date'),
    budget: z.optional(
      z.nullable(
        z.number('Budget must be a number').check(
          z.minimum(0, 'Budget must be 0 or more'),
          z.maximum(PROJECT_MAX_BUDGET, 'Budget is too large'),
          z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'Budget has at most 2 decimals'),
        ),
      ),
    ),
    visibility: code('Visibility', PROJECT_VISIBILITY_LABELS),
    status: code('Status', PROJECT_STATUS_LABELS),
    // Only an admin may name another owner; others always own what they create.
    ownerId: z.optional(entityId('Owner')),
    repoLinks,
    coverImageId: z.optional(z.nullable(entityId('Cover image'))),
    id: z.optional(entityId('Id')),
    version: z.optional(z.int('Version must be a whole number')),
  })
  .check(
    z.refine((value) => !value.startDate || !value.endDate || value.endDate >= value.startDate, {
      message: 'End date must not be before the start date',
      path: ['endDate'],
    }),
  );

export type ProjectInputParsed = z.infer<typeof projectSchema>;

/** `POST /api/projects/{id}/members`: the user to add. */
export const projectMemberSchema = z.strictObject({ userId: entityId('User') });
