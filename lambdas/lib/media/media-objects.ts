import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import {
  MEDIA_CACHE_CONTROL,
  MEDIA_KEY_PREFIX,
  MEDIA_MAX_BYTES,
  MEDIA_UPLOAD_EXPIRES_SECONDS,
  type MediaContentType,
  type MediaWidth,
  mediaKey,
  uploadKey,
} from '#shared/media.ts';
import { s3 } from '../aws/s3';
import { config } from '../config';

/**
 * A presigned POST for `uploads/<id>`: S3 itself refuses another key, another content type, an
 * empty file or one over the limit, and the form once it has expired.
 */
export function presignUpload(mediaId: string, contentType: MediaContentType) {
  return createPresignedPost(s3, {
    Bucket: config.mediaBucket,
    Key: uploadKey(mediaId),
    Conditions: [
      ['content-length-range', 1, MEDIA_MAX_BYTES],
      ['eq', '$Content-Type', contentType],
    ],
    Fields: { 'Content-Type': contentType },
    Expires: MEDIA_UPLOAD_EXPIRES_SECONDS,
  });
}

/** The upload's bytes, or undefined when it is gone (processed, or deleted with its item). */
export async function readUpload(mediaId: string): Promise<Buffer | undefined> {
  try {
    const { Body } = await s3.send(new GetObjectCommand({ Bucket: config.mediaBucket, Key: uploadKey(mediaId) }));
    return Body ? Buffer.from(await Body.transformToByteArray()) : undefined;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
    throw error;
  }
}

/** Deleting what is already gone succeeds in S3, so a retry never fails here. */
export async function deleteUpload(mediaId: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key: uploadKey(mediaId) }));
}

export async function putSize(mediaId: string, width: MediaWidth, body: Buffer): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.mediaBucket,
      Key: mediaKey(mediaId, width),
      Body: body,
      ContentType: 'image/webp',
      CacheControl: MEDIA_CACHE_CONTROL,
    }),
  );
}

/** The link-preview JPEG (`/media/<id>/share.jpg`, shared/media.ts). */
export async function putShareImage(mediaId: string, body: Buffer): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.mediaBucket,
      Key: `${MEDIA_KEY_PREFIX}${mediaId}/share.jpg`,
      Body: body,
      ContentType: 'image/jpeg',
      CacheControl: MEDIA_CACHE_CONTROL,
    }),
  );
}

/** The keys served for an image (`media/<id>/…`). */
async function listSizeKeys(mediaId: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({
        Bucket: config.mediaBucket,
        Prefix: `${MEDIA_KEY_PREFIX}${mediaId}/`,
        ContinuationToken: token,
      }),
    );
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

/** Deletes every served size of an image and its upload, if still there. */
export async function deleteMediaObjects(mediaId: string): Promise<void> {
  // A handful of keys: one DELETE each, which the local S3 handles like S3 (no batch checksum).
  const keys = await listSizeKeys(mediaId);
  await Promise.all(keys.map((Key) => s3.send(new DeleteObjectCommand({ Bucket: config.mediaBucket, Key }))));
  await deleteUpload(mediaId);
}
