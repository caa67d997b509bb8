import { buildPath } from '#shared/route-paths.ts';
import type { HttpMethod, RouteId } from '#shared/routes.ts';

/**
 * The method and path of a route id such as `GET /visitor/stats`. The id's type comes from the
 * route table, so only table routes compile; the table itself stays out of the bundle.
 */
export function apiRoute(id: RouteId): { method: HttpMethod; path: string } {
  const space = id.indexOf(' ');
  return { method: id.slice(0, space) as HttpMethod, path: id.slice(space + 1) };
}

/** The path of a route below the API base URL, parameters filled in: `/visitor/stats`. */
export function apiPath(id: RouteId, params?: Record<string, string>): string {
  return buildPath(apiRoute(id).path, params);
}
