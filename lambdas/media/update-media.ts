import { mediaAltSchema } from '#shared/validation/media.ts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { checkCanEdit } from '../lib/media/media-access';
import { getMediaItem, setMediaAlt, toMediaAnswer } from '../lib/media/media-items';
import { mediaCallerOf } from './route-helpers';

/** `PATCH /api/media/{id}` (editors, admins, the uploader): the alt text. */
export const updateMedia: RouteHandler = async (request) => {
  const { alt } = validate(mediaAltSchema, request.body);
  const item = await getMediaItem(request.pathParameters.id);
  checkCanEdit(mediaCallerOf(request), item);
  return ok(toMediaAnswer(await setMediaAlt(item.mediaId, alt)));
};
