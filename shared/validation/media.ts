import * as z from 'zod/mini';
import {
  MEDIA_ALT_MAX_LENGTH,
  MEDIA_CONTENT_TYPES,
  MEDIA_FILE_NAME_MAX_LENGTH,
  MEDIA_MAX_BYTES,
  MEDIA_PURPOSES,
  type MediaContentType,
} from '../media';
import { entityId } from './blog';

/** The file name endings each type may carry: a name that says one type and declares another is refused. */
const MEDIA_EXTENSIONS: Readonly<Record<MediaContentType, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/avif': ['.avif'],
  'image/gif': ['.gif'],
};

export const SVG_REFUSED = 'SVG images are not accepted: upload a JPEG, PNG, WebP, AVIF or GIF';
const MEDIA_TOO_LARGE = `Images may be at most ${MEDIA_MAX_BYTES / (1024 * 1024)} MB`;

const fitsType = (value: { fileName: string; contentType: MediaContentType }) =>
  MEDIA_EXTENSIONS[value.contentType].some((extension) => value.fileName.toLowerCase().endsWith(extension));

/**
 * `POST /api/media`: what the browser is about to upload. `alt` may be left empty only for a
 * profile picture (the server names it after the user); every other image needs its text.
 */
export const mediaUploadSchema = z
  .strictObject({
    fileName: z
      .string('File name is required')
      .check(
        z.trim(),
        z.minLength(1, 'File name is required'),
        z.maxLength(MEDIA_FILE_NAME_MAX_LENGTH, `File name must be at most ${MEDIA_FILE_NAME_MAX_LENGTH} characters`),
      ),
    contentType: z.enum(
      MEDIA_CONTENT_TYPES,
      'Content type must be one of image/jpeg, image/png, image/webp, image/avif, image/gif',
    ),
    size: z
      .int('Size must be a whole number of bytes')
      .check(z.minimum(1, 'The file is empty'), z.maximum(MEDIA_MAX_BYTES, MEDIA_TOO_LARGE)),
    alt: z.optional(
      z
        .string('Alt text must be text')
        .check(
          z.trim(),
          z.maxLength(MEDIA_ALT_MAX_LENGTH, `Alt text must be at most ${MEDIA_ALT_MAX_LENGTH} characters`),
        ),
    ),
    purpose: z.enum(MEDIA_PURPOSES, 'Purpose must be one of post, document, project, profile-picture'),
    projectId: z.optional(entityId('Project')),
  })
  .check(
    z.refine(fitsType, { message: 'The file name’s extension does not match its content type', path: ['fileName'] }),
    z.refine((value) => value.purpose === 'profile-picture' || Boolean(value.alt), {
      message: 'Alt text is required',
      path: ['alt'],
    }),
  );

/** `GET /api/media`: the next page's cursor and, optionally, one purpose. */
export const mediaListQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9+/=_-]{1,2048}$/, 'cursor is not valid'))),
  purpose: z.optional(z.enum(MEDIA_PURPOSES, 'purpose must be one of post, document, project, profile-picture')),
});

/** `DELETE /api/media/{id}`: `confirm=true` deletes an image that is still in use. */
export const mediaDeleteQuerySchema = z.strictObject({
  confirm: z.optional(z.enum(['true', 'false'], 'confirm must be true or false')),
});

/** `PATCH /api/media/{id}`: the alt text, the only field of an item that may change. */
export const mediaAltSchema = z.strictObject({
  alt: z
    .string('Alt text is required')
    .check(
      z.trim(),
      z.minLength(1, 'Alt text is required'),
      z.maxLength(MEDIA_ALT_MAX_LENGTH, `Alt text must be at most ${MEDIA_ALT_MAX_LENGTH} characters`),
    ),
});
