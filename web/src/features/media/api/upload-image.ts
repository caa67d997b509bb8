import type { RouteBody } from '#shared/contract/route-types.ts';
import { isMediaContentType, type MediaItem } from '#shared/media.ts';
import { fileProblem } from '#web/features/media/lib/media-files.ts';
import { createMediaUpload, getMediaItem } from './media-api';
import { type UploadProgress, uploadForm } from './upload-form';

/** How often, and how long, an upload is asked after until the resize worker has checked it. */
const READY_POLL_MS = 1000;
const READY_WAIT_MS = 60_000;

/** The resize worker refused the upload: `message` is its reason, for the uploader. */
export class ImageRejectedError extends Error {
  constructor(readonly item: MediaItem) {
    super(`The image was not accepted: ${item.rejectedReason ?? 'it could not be read as an image'}.`);
    this.name = 'ImageRejectedError';
  }
}

export interface WaitOptions {
  pollMs?: number;
  waitMs?: number;
  signal?: AbortSignal;
}

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/**
 * Asks for the item every second until the worker has made its sizes (`ready`), for at most a
 * minute. A `rejected` item throws ImageRejectedError with the worker's reason.
 */
export async function waitUntilReady(
  id: string,
  { pollMs = READY_POLL_MS, waitMs = READY_WAIT_MS, signal }: WaitOptions = {},
): Promise<MediaItem> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const item = await getMediaItem(id, signal);
    if (item.status === 'ready') return item;
    if (item.status === 'rejected') throw new ImageRejectedError(item);
    if (Date.now() + pollMs > deadline) {
      throw new Error('The image is taking too long to process. It may still appear in the media library later.');
    }
    await pause(pollMs, signal);
  }
}

type UploadPhase = { phase: 'uploading'; progress: UploadProgress } | { phase: 'processing' };

export interface UploadImageOptions extends WaitOptions {
  onPhase?: (phase: UploadPhase) => void;
}

/** What the uploader says about an image: its alt text, what it is for, and its project. */
export type ImageDescription = Pick<RouteBody<'POST /media'>, 'alt' | 'purpose' | 'projectId'>;

/**
 * The whole upload: a ticket from the API, the file to the bucket, then the item once it is ready.
 * The screens check the file with fileProblem first; one of a type the API refuses is not sent.
 */
export async function uploadImage(
  file: File,
  request: ImageDescription,
  { onPhase, ...wait }: UploadImageOptions = {},
): Promise<MediaItem> {
  const contentType = file.type;
  if (!isMediaContentType(contentType)) throw new Error(fileProblem(file));
  const ticket = await createMediaUpload({ ...request, fileName: file.name, contentType, size: file.size });
  onPhase?.({ phase: 'uploading', progress: { loaded: 0, total: file.size } });
  await uploadForm(ticket, file, (progress) => onPhase?.({ phase: 'uploading', progress }), wait.signal);
  onPhase?.({ phase: 'processing' });
  return waitUntilReady(ticket.id, wait);
}
