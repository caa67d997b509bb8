/**
 * Images uploaded through the site: what may be uploaded, where it goes and where it is served.
 * The browser uploads the original straight to the media bucket (a presigned POST) under
 * `uploads/<id>`, which is never served. The resize worker checks it (size, type by its bytes,
 * dimensions), writes WebP sizes without metadata under `media/<id>/<width>.webp`, records the
 * item's dimensions and deletes the original. CloudFront serves `/media/*` from the media bucket
 * (locally the dev and preview servers do, from the local S3), so every URL is on the site's domain.
 */
export const MEDIA_BASE_PATH = '/media';
/** Key prefix of the served sizes in the media bucket (CloudFront passes `/media/...` through). */
export const MEDIA_KEY_PREFIX = 'media/';
/** Key prefix of the originals as uploaded: read by the resize worker only, then deleted. */
export const UPLOAD_KEY_PREFIX = 'uploads/';

/**
 * The sizes made of every image, smallest first, each under its own name so that every URL exists
 * for every image. A narrower original is never enlarged: its larger names hold it at its own
 * width, and an item's `sizes` lists each distinct width once.
 */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
/** The size a markdown image and `url` point at; srcset offers the others. */
const DEFAULT_MEDIA_WIDTH: MediaWidth = 960;

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Wider or taller originals are refused (decoding them would cost more memory than a worker has). */
export const MEDIA_MAX_DIMENSION = 8000;
export const MEDIA_ALT_MAX_LENGTH = 300;
export const MEDIA_FILE_NAME_MAX_LENGTH = 200;
/**
 * How long a browser or CloudFront may keep an image's size without asking again: an hour. A size
 * never changes under its id, but the image may be deleted, and a longer life would keep showing it
 * to returning visitors (asking again is a 304 while it lives). The sizes are written with it and
 * every `/media/*` answer says it, an image deleted (403) included (docs/media.md, "Serving").
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600';
/** Minutes a presigned upload stays valid. */
export const MEDIA_UPLOAD_EXPIRES_SECONDS = 10 * 60;
/**
 * An item still `pending` this long after its upload was presigned is answered `rejected` with
 * MEDIA_STUCK_REASON: its form (MEDIA_UPLOAD_EXPIRES_SECONDS) has expired, so the upload never
 * arrived or was never processed.
 */
export const MEDIA_PROCESSING_LIMIT_SECONDS = 10 * 60;
export const MEDIA_STUCK_REASON = 'The image did not arrive or was not processed within 10 minutes: upload it again';

/** Raster types only: SVG can carry script, so it is refused outright. */
export const MEDIA_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type MediaContentType = (typeof MEDIA_CONTENT_TYPES)[number];

export const isMediaContentType = (type: string): type is MediaContentType =>
  (MEDIA_CONTENT_TYPES as readonly string[]).includes(type);

export const MEDIA_PURPOSES = ['post', 'document', 'project', 'profile-picture'] as const;
export type MediaPurpose = (typeof MEDIA_PURPOSES)[number];

/** What can show an uploaded image: a post, project or document (cover or markdown), a user's profile. */
export const MEDIA_USAGE_KINDS = ['post', 'project', 'document', 'profile'] as const;
export type MediaUsageKind = (typeof MEDIA_USAGE_KINDS)[number];

/** One place an image is used, as the library lists it: what it is, its title and where to see it. */
export interface MediaUsage {
  kind: MediaUsageKind;
  /** The post's or project's id, the document's `<collection>/<path>`, the user's id. */
  id: string;
  title: string;
  /** The site's path that shows it (or its editing screen, for a post that is not published). */
  link: string;
}

/** The 409 of deleting an image still in use without `confirm=true`; the answer lists the uses (`usedIn`). */
export const MEDIA_IN_USE = 'This image is in use: deleting it removes it from the pages listed';

/** `pending` until the resize worker has checked the upload; `rejected` items serve nothing. */
type MediaStatus = 'pending' | 'ready' | 'rejected';

export interface MediaSize {
  width: number;
  height: number;
  url: string;
}

/** A media item as the API answers it. */
export interface MediaItem {
  id: string;
  purpose: MediaPurpose;
  /** The project an image of purpose `project` belongs to. */
  projectId?: string;
  status: MediaStatus;
  /** Why the upload was refused, for the uploader (status `rejected`). */
  rejectedReason?: string;
  fileName: string;
  contentType: MediaContentType;
  /** Bytes of the original as declared (and checked on arrival). */
  size: number;
  alt: string;
  /** The original's dimensions once the worker has read them (status `ready`). */
  width?: number;
  height?: number;
  /** The sizes made, smallest first (status `ready`). */
  sizes: MediaSize[];
  /** The JPEG made for link previews (status `ready`; images processed before it existed have none). */
  shareImage?: MediaSize;
  /** Where the default size is served: `/media/<id>/960.webp`. */
  url: string;
  uploadedBy: string;
  createdAt: string;
  updatedAt: string;
  /** Where the image is used, as recorded when that content was saved (the library's answers only). */
  usedIn?: MediaUsage[];
}

/**
 * The cover image of a post or project (its `coverImageId`), as every answer of the post or project
 * carries it: enough to draw the image with `srcset`, `width` and `height` without another read.
 * `width` and `height` are the original's.
 */
export interface MediaCover {
  id: string;
  alt: string;
  width: number;
  height: number;
  /** The sizes made, smallest first. */
  sizes: MediaSize[];
  /** The JPEG for link previews (`og:image`), when the image has one. */
  shareImage?: MediaSize;
  /** The default size: `/media/<id>/960.webp`. */
  url: string;
}

/** `POST /api/media` answers where and how to upload, and where the image will be served. */
export interface MediaUploadTicket {
  id: string;
  /** The URL the browser POSTs the form to (the media bucket's endpoint). */
  uploadUrl: string;
  /** The form fields to send before the file (key, policy, signature, Content-Type...). */
  uploadFields: Record<string, string>;
  url: string;
}

export const mediaKey = (id: string, width: MediaWidth) => `${MEDIA_KEY_PREFIX}${id}/${width}.webp`;
export const uploadKey = (id: string) => `${UPLOAD_KEY_PREFIX}${id}`;
export const mediaUrl = (id: string, width: MediaWidth = DEFAULT_MEDIA_WIDTH) =>
  `${MEDIA_BASE_PATH}/${id}/${width}.webp`;

/**
 * The sizes of an image whose original is `width` × `height`: one per distinct width, each at the
 * smallest name that holds it (a 700-pixel original: 480 as `480.webp`, 700 as `960.webp`).
 */
/**
 * Link previews (`og:image`) get a JPEG, which every unfurler reads (some refuse WebP), at most
 * this wide: the width Open Graph consumers ask for.
 */
export const MEDIA_SHARE_WIDTH = 1200;

/** The link-preview JPEG of an image of `width` × `height`: `/media/<id>/share.jpg`. */
export function mediaShareImage(id: string, width: number, height: number): MediaSize {
  const shareWidth = Math.min(MEDIA_SHARE_WIDTH, width);
  return { width: shareWidth, height: Math.round((height * shareWidth) / width), url: `/media/${id}/share.jpg` };
}

export function mediaSizes(id: string, width: number, height: number): MediaSize[] {
  const sizes: MediaSize[] = [];
  for (const name of MEDIA_WIDTHS) {
    const sizeWidth = Math.min(name, width);
    if (sizes.some((size) => size.width === sizeWidth)) continue;
    sizes.push({ width: sizeWidth, height: Math.round((height * sizeWidth) / width), url: mediaUrl(id, name) });
  }
  return sizes;
}

/**
 * The size served under one name of an image whose original is `width` × `height` (a 700-pixel
 * original's `960.webp` is 700 pixels wide): the `width` and `height` a page gives that `src`.
 */
export function mediaSizeNamed(id: string, width: number, height: number, name: MediaWidth): MediaSize {
  const sizeWidth = Math.min(name, width);
  return { width: sizeWidth, height: Math.round((height * sizeWidth) / width), url: mediaUrl(id, name) };
}

/**
 * The URL an editor's markdown gets for an uploaded image: the default size, with the original's
 * dimensions in the fragment (`/media/<id>/960.webp#1600x1067`). Browsers never send a fragment,
 * so the URL still loads as it is, and a renderer that knows nothing else can still give the image
 * its srcset, width and height (no layout shift) from the markdown alone.
 */
export const mediaMarkdownUrl = (id: string, width: number, height: number) => `${mediaUrl(id)}#${width}x${height}`;

/**
 * The image a URL points at, when it is one of an uploaded image's sizes (with the original's
 * dimensions when the URL carries them); undefined for any other URL.
 */
export function parseMediaUrl(
  url: string,
): { id: string; name: MediaWidth; original?: { width: number; height: number } } | undefined {
  const match = /^\/media\/([0-9a-f-]{36})\/(\d+)\.webp(?:#(\d+)x(\d+))?$/.exec(url);
  const name = Number(match?.[2]) as MediaWidth;
  if (!match?.[1] || !MEDIA_WIDTHS.includes(name)) return undefined;
  const [width, height] = [Number(match[3]), Number(match[4])];
  const original = width > 0 && height > 0 ? { width, height } : undefined;
  return { id: match[1], name, ...(original ? { original } : {}) };
}

/** The `srcset` attribute of an item's sizes. */
export const srcSetOf = (sizes: readonly MediaSize[]) => sizes.map((size) => `${size.url} ${size.width}w`).join(', ');

/**
 * The ids of the uploaded images a markdown text shows (any of their sizes, wherever in the text),
 * each once: what a save records as the text's uses of images.
 */
export function mediaIdsInMarkdown(markdown: string): string[] {
  const ids = [...markdown.matchAll(/\/media\/([0-9a-f-]{36})\/\d+\.webp/g)].map((match) => match[1] as string);
  return [...new Set(ids)];
}
