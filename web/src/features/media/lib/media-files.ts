import {
  isMediaContentType,
  MEDIA_ALT_MAX_LENGTH,
  MEDIA_CONTENT_TYPES,
  MEDIA_MAX_BYTES,
  type MediaItem,
  mediaMarkdownUrl,
  mediaUrl,
} from '#shared/media.ts';
import { ApiError } from '#web/shared/api/api-error.ts';
import { describeFailure } from '#web/shared/lib/describe-failure.ts';
import { fieldErrorsFromBody } from '#web/shared/lib/field-errors.ts';

/** What the file picker offers: the types the API accepts. */
export const IMAGE_ACCEPT = MEDIA_CONTENT_TYPES.join(',');

/** `2.4 MB`, `310 kB`, `12 bytes`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${bytes} bytes`;
}

export const MAX_SIZE_TEXT = formatBytes(MEDIA_MAX_BYTES);

/** Why a picked file cannot be uploaded (checked again by the API and the resize worker), or undefined. */
export function fileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (file.type === 'image/svg+xml') return 'SVG images are not accepted: upload a JPEG, PNG, WebP, AVIF or GIF.';
  if (!isMediaContentType(file.type)) {
    return 'Choose a JPEG, PNG, WebP, AVIF or GIF image.';
  }
  if (file.size < 1) return 'The file is empty.';
  if (file.size > MEDIA_MAX_BYTES)
    return `Images may be at most ${MAX_SIZE_TEXT}; this one is ${formatBytes(file.size)}.`;
  return undefined;
}

/** Why an alt text cannot be sent, or undefined. */
export function altProblem(alt: string): string | undefined {
  if (alt.trim() === '') return 'Alt text is required: describe the image for people who cannot see it.';
  if (alt.length > MEDIA_ALT_MAX_LENGTH) return `Alt text may be at most ${MEDIA_ALT_MAX_LENGTH} characters.`;
  return undefined;
}

/**
 * The markdown of a ready image: `![alt](/media/<id>/960.webp#1600x1067)`, its alt text escaped
 * so that brackets, backslashes and line breaks in it cannot end the image early.
 */
export function imageMarkdown(item: Pick<MediaItem, 'id' | 'alt' | 'width' | 'height'>): string {
  const alt = item.alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, '\\$&');
  const url = item.width && item.height ? mediaMarkdownUrl(item.id, item.width, item.height) : mediaUrl(item.id);
  return `![${alt}](${url})`;
}

/**
 * Why an upload failed, as a sentence: a refused request's field messages (a file name whose
 * extension does not fit its type, say), else the failure's own message.
 */
export function describeUploadFailure(error: unknown): string {
  if (error instanceof ApiError) {
    const messages = Object.values(fieldErrorsFromBody(error.body)).flatMap((message) =>
      message ? [message.endsWith('.') ? message : `${message}.`] : [],
    );
    if (messages.length > 0) return messages.join(' ');
  }
  return describeFailure(error);
}
