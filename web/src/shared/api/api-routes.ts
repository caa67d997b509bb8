import { buildPath, type RouteDefinition, type RouteId, routeId, routes } from '../../../../shared/routes';

/** The route table entry for an id such as `GET /visitor/stats`. */
export function apiRoute(id: RouteId): RouteDefinition {
  const route = routes.find((candidate) => routeId(candidate) === id);
  if (!route) throw new Error(`Unknown API route ${id}`);
  return route;
}

/** The path of a route below the API base URL, parameters filled in: `/visitor/stats`. */
export function apiPath(id: RouteId, params?: Record<string, string>): string {
  return buildPath(apiRoute(id).path, params);
}
