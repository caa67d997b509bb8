import type { MediaUploadTicket } from '#shared/media.ts';
import { MAX_SIZE_TEXT } from '#web/features/media/lib/media-files.ts';

/** How far an upload is: bytes sent of the total (the form's, a little more than the file). */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The bucket refused the upload or could not be reached; `status` 0 when nothing was answered. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * POSTs the file to the media bucket as the presigned form wants it: the ticket's fields first,
 * then the file (the bucket reads the policy before the file). XMLHttpRequest, not fetch: only it
 * reports the upload's progress. Resolves when the bucket has the file.
 */
export function uploadForm(
  ticket: Pick<MediaUploadTicket, 'uploadUrl' | 'uploadFields'>,
  file: Blob,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.uploadFields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ticket.uploadUrl);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new UploadError(refusalOf(request.status, request.responseText), request.status));
    });
    request.addEventListener('error', () =>
      reject(new UploadError('The image could not be uploaded. Check your connection and try again.', 0)),
    );
    request.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

/** S3 answers a refused form in XML (`<Message>…</Message>`): a policy that expired, a size out of range. */
function refusalOf(status: number, body: string): string {
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  if (status === 403 && /expired/i.test(message ?? '')) return 'The upload took too long. Please try again.';
  if (/EntityTooLarge|EntityTooSmall|content-length-range/i.test(body)) {
    return `The bucket refused the file: images may be at most ${MAX_SIZE_TEXT}.`;
  }
  return `The bucket refused the upload (${status}${message ? `: ${message}` : ''}).`;
}
