import type { BulkStatusResult } from '#shared/blog.ts';
import { bulkStatusSchema } from '#shared/validation/blog.ts';
import { setPostStatus } from '../lib/blog/posts';
import { ConflictingWriteError, InvalidInputError, ItemNotFoundError } from '../lib/errors';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { actorOf } from '../lib/http/request-fields';
import { ok } from '../lib/http/response';
import { validate } from '../lib/http/validate';

/**
 * `POST /api/posts/bulk-status` (Editor, Admin): each post in turn, by the rules of a PUT that
 * changes only its status. A refusal (not found, a term deleted, changed meanwhile) is reported for
 * its id and the others go on; an outage or a fault of ours still fails the request.
 */
export const bulkPostStatus: RouteHandler = async (request) => {
  const { ids, status } = validate(bulkStatusSchema, request.body);
  const actor = actorOf(request);
  const result: BulkStatusResult = { updated: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await setPostStatus(id, status, actor);
      result.updated.push(id);
    } catch (error) {
      const refused =
        error instanceof ItemNotFoundError ||
        error instanceof InvalidInputError ||
        error instanceof ConflictingWriteError;
      if (!refused) throw error;
      result.failed.push({ id, message: error.message });
    }
  }
  return ok(result);
};
