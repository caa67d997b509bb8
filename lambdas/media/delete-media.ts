import type { RouteHandler } from '../lib/http/endpoint-group';
import { noContent } from '../lib/http/response';
import { checkCanDelete } from '../lib/media/media-access';
import { getMediaItem } from '../lib/media/media-items';
import { releaseProfilePicture, removeMedia } from '../lib/media/profile-picture';
import { mediaCallerOf } from './route-helpers';

/** `DELETE /api/media/{id}` (admins, the uploader): the served sizes, the upload, the item. */
export const deleteMedia: RouteHandler = async (request) => {
  const item = await getMediaItem(request.pathParameters.id);
  checkCanDelete(mediaCallerOf(request), item);
  if (item.purpose === 'profile-picture') await releaseProfilePicture(item.uploadedBy, item.mediaId);
  await removeMedia(item.mediaId);
  return noContent();
};
