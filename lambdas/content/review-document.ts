import { reviewDocumentSchema } from '#shared/validation/content.ts';
import { reviewDocument as review } from '../lib/content/submissions';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';
import { locatorOf } from './route-helpers';

/** `POST /api/content/files/review` (editors): approve (publish) or reject a submitted document. */
export const reviewDocument: RouteHandler = async (request) => {
  const input = validate(reviewDocumentSchema, request.body);
  const { collection, path } = locatorOf(input);
  return ok(
    await review({ collection, path, decision: input.decision, reason: input.reason || undefined }, actorOf(request)),
  );
};
