import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { checkCanRead } from '../lib/media/media-access';
import { getMediaItem, toMediaAnswer } from '../lib/media/media-items';
import { withUses } from '../lib/media/media-usage';
import { mediaCallerOf } from './route-helpers';

/** `GET /api/media/{id}`: the uploader polls it until the worker has settled it; with where it is used. */
export const getMedia: RouteHandler = async (request) => {
  const item = await getMediaItem(request.pathParameters.id);
  checkCanRead(mediaCallerOf(request), item);
  const [answer] = await withUses([toMediaAnswer(item)]);
  return ok(answer);
};
