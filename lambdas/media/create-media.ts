import { randomUUID } from 'node:crypto';
import { mediaUrl } from '#shared/media.ts';
import { mediaUploadSchema, SVG_REFUSED } from '#shared/validation/media.ts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { UnsupportedMediaTypeError } from '../lib/http/errors';
import { created } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { checkUploadAllowed, profilePictureAlt } from '../lib/media/media-access';
import { createMediaItem } from '../lib/media/media-items';
import { presignUpload } from '../lib/media/media-objects';
import { mediaCallerOf } from './route-helpers';

/** SVG is named apart from the other refused types: it is an image, but one that can carry script. */
const declaresSvg = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { contentType?: unknown }).contentType === 'image/svg+xml';

/**
 * `POST /api/media`: writes the item as `pending` and answers the presigned POST the browser
 * uploads the original with; the resize worker takes it from there.
 */
export const createMedia: RouteHandler = async (request) => {
  if (declaresSvg(request.body)) throw new UnsupportedMediaTypeError(SVG_REFUSED);
  const input = validate(mediaUploadSchema, request.body);
  const caller = mediaCallerOf(request);
  await checkUploadAllowed(caller, input.purpose, input.projectId);
  const alt = input.alt || (await profilePictureAlt(caller.userId));
  const item = await createMediaItem({
    mediaId: request.createId ?? randomUUID(),
    purpose: input.purpose,
    projectId: input.purpose === 'project' ? input.projectId : undefined,
    fileName: input.fileName,
    contentType: input.contentType,
    size: input.size,
    alt,
    uploadedBy: caller.userId,
  });
  const { url: uploadUrl, fields: uploadFields } = await presignUpload(item.mediaId, item.contentType);
  return created({ id: item.mediaId, uploadUrl, uploadFields, url: mediaUrl(item.mediaId) });
};
