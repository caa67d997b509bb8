import { mediaDeleteQuerySchema } from '#shared/validation/media.ts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { checkCanDelete } from '../lib/media/media-access';
import { getMediaItem } from '../lib/media/media-items';
import { checkNotInUse } from '../lib/media/media-usage';
import { releaseProfilePicture, removeMedia } from '../lib/media/profile-picture';
import { mediaCallerOf } from './route-helpers';

/**
 * `DELETE /api/media/{id}` (admins, the uploader): the served sizes, the upload, the item. An image
 * still in use is refused (409 listing the uses in `usedIn`) unless `confirm=true`; its pages are
 * then rendered again without it.
 */
export const deleteMedia: RouteHandler = async (request) => {
  const { confirm } = validate(mediaDeleteQuerySchema, request.query, 'query');
  const item = await getMediaItem(request.pathParameters.id);
  checkCanDelete(mediaCallerOf(request), item);
  if (confirm !== 'true') await checkNotInUse(item.mediaId);
  if (item.purpose === 'profile-picture') await releaseProfilePicture(item.uploadedBy, item.mediaId);
  await removeMedia(item.mediaId);
  return noContent();
};
