import { mediaListQuerySchema } from '#shared/validation/media.ts';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { listMediaItems, toMediaAnswer } from '../lib/media/media-items';
import { withUses } from '../lib/media/media-usage';

/** `GET /api/media` (editors, admins): the library, newest first, each image with where it is used. */
export const listMedia: RouteHandler = async (request) => {
  const { purpose, cursor } = validate(mediaListQuerySchema, request.query, 'query');
  const page = await listMediaItems(purpose, cursor ?? null);
  return ok({ items: await withUses(page.items.map((item) => toMediaAnswer(item))), cursor: page.cursor });
};
