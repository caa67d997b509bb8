import type { RouteId } from '#shared/routes.ts';

/** The content function's document routes: read, save and delete a document, list and restore its versions. */
export type DocumentRouteId =
  | 'GET /content/files'
  | 'PUT /content/files'
  | 'DELETE /content/files'
  | 'GET /content/files/versions'
  | 'POST /content/files/restore';

/**
 * A document route as the API client takes it. The route table (shared/routes.ts) lists these
 * routes with the content function's document handlers; the cast names them for the client here.
 */
export function documentRoute(id: DocumentRouteId): RouteId {
  return id as RouteId;
}
