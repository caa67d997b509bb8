import * as z from 'zod/mini';
import {
  BULK_MAX_IDS,
  BULK_POST_STATUSES,
  CHANGE_FREQUENCIES,
  DESCRIPTION_MAX_LENGTH,
  latestPublishAt,
  NAME_MAX_LENGTH,
  POST_BODY_MAX_LENGTH,
  POST_MAX_CATEGORIES,
  POST_MAX_TAGS,
  POST_SORTS,
  POST_STATUSES,
  POST_SUMMARY_MAX_LENGTH,
  POST_TITLE_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from '../blog';

const ID_PATTERN = /^[A-Za-z0-9-]{1,64}$/;

export const requiredText = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

const optionalText = (label: string, max: number) =>
  z.optional(
    z.string(`${label} must be text`).check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

/** A slug; left out, the server derives it from the name or title. */
const slug = z.optional(
  z.string('Slug must be text').check(
    z.trim(),
    // One spelling of each letter, so `café` typed with a combining accent is the same slug.
    z.normalize('NFC'),
    z.maxLength(SLUG_MAX_LENGTH, `Slug must be at most ${SLUG_MAX_LENGTH} characters`),
    z.regex(SLUG_PATTERN, 'Slug may contain only lower-case letters, digits and single hyphens'),
  ),
);

export const entityId = (label: string) =>
  z.string(`${label} must be text`).check(z.regex(ID_PATTERN, `${label} is not a valid id`));

const optionalParent = (label: string) => z.optional(z.nullable(entityId(label)));

/** The id a PUT body may repeat (a tag PUT sends it) and the version it was read at. */
const echoedFields = {
  id: z.optional(entityId('Id')),
  version: z.optional(z.int('Version must be a whole number')),
};

const termFields = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  description: optionalText('Description', DESCRIPTION_MAX_LENGTH),
  slug,
  ...echoedFields,
};

/** `POST` and `PUT /api/topics`: topic fields and `parentTopicId`. */
export const topicSchema = z.strictObject({ ...termFields, parentTopicId: optionalParent('Parent topic') });

/** `POST` and `PUT /api/tags` and `/api/categories`: id, name, description, slug, and an optional parent. */
export const tagSchema = z.strictObject({ ...termFields, parentId: optionalParent('Parent') });

export const sitemapItemSchema = z.strictObject({
  title: requiredText('Title', NAME_MAX_LENGTH),
  slug,
  url: requiredText('URL', 500).check(
    z.refine(
      (value) => /^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/.test(value),
      'URL must be a path of this site (starting with /) or an http(s) address',
    ),
  ),
  description: optionalText('Description', DESCRIPTION_MAX_LENGTH),
  parentId: optionalParent('Parent'),
  sortOrder: z.optional(
    z.int('Sort order must be a whole number').check(z.minimum(0, 'Sort order must be 0 or more'), z.maximum(9999)),
  ),
  changeFrequency: z.optional(
    z.enum(CHANGE_FREQUENCIES, `Change frequency must be one of ${CHANGE_FREQUENCIES.join(', ')}`),
  ),
  priority: z.optional(
    z
      .number('Priority must be a number')
      .check(z.minimum(0, 'Priority must be from 0.0 to 1.0'), z.maximum(1, 'Priority must be from 0.0 to 1.0')),
  ),
  ...echoedFields,
});

const idList = (label: string, max: number) =>
  z.optional(
    z
      .array(entityId(label), `${label}s must be a list of ids`)
      .check(z.maxLength(max, `A post can have at most ${max} ${label.toLowerCase()}s`)),
  );

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Why a scheduled post's `publishAt` is refused, or undefined when it is fine: an ISO 8601 moment
 * with its offset, after `now` and at most a calendar year later.
 */
function publishAtProblem(publishAt: string | null | undefined, now = new Date()): string | undefined {
  if (!publishAt) return 'Publish at is required for a scheduled post';
  const moment = ISO_TIMESTAMP.test(publishAt) ? Date.parse(publishAt) : Number.NaN;
  if (Number.isNaN(moment)) return 'Publish at must be an ISO 8601 date and time, e.g. 2030-01-31T09:00:00Z';
  if (moment <= now.getTime()) return 'Publish at must be in the future';
  if (moment > latestPublishAt(now).getTime()) return 'Publish at must be at most a year ahead';
  return undefined;
}

/** The fields of a post form (`POST`, `PUT /api/posts`, the autosave). */
const postFields = {
  title: requiredText('Title', POST_TITLE_MAX_LENGTH),
  slug,
  summary: optionalText('Summary', POST_SUMMARY_MAX_LENGTH),
  body: z
    .string('Body is required')
    .check(
      z.minLength(1, 'Body is required'),
      z.maxLength(POST_BODY_MAX_LENGTH, `Body must be at most ${POST_BODY_MAX_LENGTH} characters`),
    ),
  status: z.enum(POST_STATUSES, `Status must be one of ${POST_STATUSES.join(', ')}`),
  publishAt: z.optional(z.nullable(z.string('Publish at must be text'))),
  topicId: z.optional(z.nullable(entityId('Topic'))),
  tagIds: idList('Tag', POST_MAX_TAGS),
  categoryIds: idList('Category', POST_MAX_CATEGORIES),
  coverImageId: optionalParent('Cover image'),
  ...echoedFields,
};

/** A scheduled post needs a `publishAt` in the coming year; other statuses ignore it. */
const scheduleCheck = z.superRefine((post: { status: string; publishAt?: string | null }, context) => {
  if (post.status !== 'scheduled') return;
  const problem = publishAtProblem(post.publishAt);
  if (problem) context.addIssue({ code: 'custom', path: ['publishAt'], message: problem, input: post.publishAt });
});

/** `POST` and `PUT /api/posts`. A scheduled post needs `publishAt`; other statuses ignore it. */
export const postSchema = z.strictObject(postFields).check(scheduleCheck);

const requiredVersion = z.int('Version must be a whole number');

/** `PUT /api/posts/{id}/autosave`: the fields of a PUT, and the `version` the form was read at, required. */
export const postAutosaveSchema = z.strictObject({ ...postFields, version: requiredVersion }).check(scheduleCheck);

/** `POST /api/posts/{id}/revisions/{revisionId}/restore`: the post version the client read. */
export const postRestoreSchema = z.strictObject({ version: requiredVersion });

/** `GET /api/posts`: filters, order and paging (`limit` and `cursor` are checked by the paging code). */
export const postListQuerySchema = z.object({
  limit: z.optional(z.string()),
  cursor: z.optional(z.string()),
  status: z.optional(z.enum(POST_STATUSES, `Status must be one of ${POST_STATUSES.join(', ')}`)),
  topicId: z.optional(entityId('Topic')),
  tagId: z.optional(entityId('Tag')),
  categoryId: z.optional(entityId('Category')),
  authorId: z.optional(entityId('Author')),
  q: z.optional(
    z
      .string('Search must be text')
      .check(z.minLength(1, 'Search must not be empty'), z.maxLength(100, 'Search must be at most 100 characters')),
  ),
  sort: z.optional(z.enum(POST_SORTS, `Sort must be one of ${POST_SORTS.join(', ')}`)),
});

/** `GET /api/topics`, `/tags`, `/categories`: the page, and `published=true` for the terms with a published post only. */
export const termListQuerySchema = z.object({
  limit: z.optional(z.string()),
  cursor: z.optional(z.string()),
  published: z.optional(z.enum(['true', 'false'], 'Published must be true or false')),
});

/** `POST /api/posts/bulk-status`. */
export const bulkStatusSchema = z.strictObject({
  ids: z
    .array(entityId('Id'), 'Ids must be a list of post ids')
    .check(
      z.minLength(1, 'Ids must name at least one post'),
      z.maxLength(BULK_MAX_IDS, `Ids may name at most ${BULK_MAX_IDS} posts`),
    ),
  status: z.enum(BULK_POST_STATUSES, `Status must be one of ${BULK_POST_STATUSES.join(', ')}`),
});
