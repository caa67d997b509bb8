import type { EventBridgeEvent } from 'aws-lambda';
import { UPLOAD_KEY_PREFIX } from '#shared/media.ts';
import { logger } from '../lib/logger';
import { processUpload, type UploadOutcome } from '../lib/media/process-upload';

/** An object of the media bucket was written, as EventBridge delivers S3's event. */
export type MediaObjectEvent = EventBridgeEvent<
  'Object Created',
  { bucket: { name: string }; object: { key: string; size?: number } }
>;

/**
 * The resize worker: for each original written under `uploads/`, checks it and writes its WebP
 * sizes, or rejects it (lambdas/lib/media/process-upload.ts). Driven by the media bucket's
 * EventBridge rule in AWS and by infra/local/events/media-events.ts locally. A failure throws, for the
 * asynchronous invocation's retries and then its dead-letter queue; a retry is safe.
 */
export async function handler(event: MediaObjectEvent): Promise<{ outcome: UploadOutcome | 'ignored' }> {
  const key = event.detail?.object?.key ?? '';
  const mediaId = key.startsWith(UPLOAD_KEY_PREFIX) ? key.slice(UPLOAD_KEY_PREFIX.length) : '';
  if (event['detail-type'] !== 'Object Created' || !mediaId || mediaId.includes('/')) {
    logger.warn('Not an upload of the media bucket', { detailType: event['detail-type'], key });
    return { outcome: 'ignored' };
  }
  const outcome = await processUpload(mediaId);
  logger.info('Upload processed', { mediaId, outcome });
  return { outcome };
}
