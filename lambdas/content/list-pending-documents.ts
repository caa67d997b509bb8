import { listPendingDocuments as listPending } from '../lib/content/submissions';
import type { RouteHandler } from '../lib/http/endpoint-group';
import { pageOptions } from '../lib/http/pagination';
import { ok } from '../lib/http/response';

/** `GET /api/content/files/pending` (editors): the documents waiting for review, oldest first. */
export const listPendingDocuments: RouteHandler = async ({ query }) => ok(await listPending(pageOptions(query)));
