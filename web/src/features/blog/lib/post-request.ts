import * as z from 'zod/mini';
import { postSchema } from '#shared/validation/blog.ts';

export const PUBLISH_AT_REQUIRED = 'Choose the date and time to publish the post';

/**
 * The post form's check: the shared post schema, and a scheduled post's `publishAt`, which must
 * be chosen; whether it lies ahead and within the year is the server's to say, at the field.
 */
export const postRequestSchema = z.extend(postSchema, {
  publishAt: z.optional(z.string(PUBLISH_AT_REQUIRED).check(z.minLength(1, PUBLISH_AT_REQUIRED))),
});

export type PostRequest = z.infer<typeof postRequestSchema>;
