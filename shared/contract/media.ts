import * as z from 'zod/mini';
import {
  MEDIA_CONTENT_TYPES,
  MEDIA_PURPOSES,
  MEDIA_USAGE_KINDS,
  type MediaCover,
  type MediaItem,
  type MediaUploadTicket,
} from '../media';
import { answer, page, timestamp } from './schema-registry';

const mediaSize = z.strictObject({ width: z.int(), height: z.int(), url: z.string() });

const mediaUsage = z.strictObject({
  kind: z.enum(MEDIA_USAGE_KINDS),
  id: z.string(),
  title: z.string(),
  link: z.string(),
});

export const mediaItem = answer(
  'MediaItem',
  z.strictObject({
    id: z.string(),
    purpose: z.enum(MEDIA_PURPOSES),
    projectId: z.optional(z.string()),
    status: z.enum(['pending', 'ready', 'rejected']),
    rejectedReason: z.optional(z.string()),
    fileName: z.string(),
    contentType: z.enum(MEDIA_CONTENT_TYPES),
    size: z.int(),
    alt: z.string(),
    width: z.optional(z.int()),
    height: z.optional(z.int()),
    sizes: z.array(mediaSize),
    shareImage: z.optional(mediaSize),
    url: z.string(),
    uploadedBy: z.string(),
    createdAt: timestamp,
    updatedAt: timestamp,
    usedIn: z.optional(z.array(mediaUsage)),
  }),
  '`pending` until the upload has been checked; `ready` with the original’s `width`, `height` and the WebP ' +
    '`sizes` made (smallest first) and the JPEG `shareImage` for link previews; `rejected` with the reason, ' +
    'and nothing served. `usedIn`: the posts, projects, documents and profiles that show it, as recorded when ' +
    'they were saved.',
) satisfies z.ZodMiniType<MediaItem>;

export const mediaCover = answer(
  'MediaCover',
  z.strictObject({
    id: z.string(),
    alt: z.string(),
    width: z.int(),
    height: z.int(),
    sizes: z.array(mediaSize),
    shareImage: z.optional(mediaSize),
    url: z.string(),
  }),
  'The cover image of a post or project: the original’s `width` and `height`, the WebP `sizes` (smallest first) ' +
    'and `url`, the default size; `shareImage`, a JPEG for link previews. Left out when the image was deleted.',
) satisfies z.ZodMiniType<MediaCover>;

export const mediaPage = answer('MediaPage', page(mediaItem), 'Newest first, 24 a page.');

export const mediaUploadTicket = answer(
  'MediaUploadTicket',
  z.strictObject({
    id: z.string(),
    uploadUrl: z.string(),
    uploadFields: z.record(z.string(), z.string()),
    url: z.string(),
  }),
  'POST a multipart form to `uploadUrl`: every field of `uploadFields` first, then the image as `file`. ' +
    'The image is served at `url` once the item is `ready`.',
) satisfies z.ZodMiniType<MediaUploadTicket>;
