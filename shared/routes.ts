/**
 * The one list of API routes. CDK routes, the local gateway, the SPA's API paths and the
 * authorization tests are all generated from this table; nothing else lists routes.
 * Paths are relative to API_PREFIX, with `{name}` path parameters as API Gateway writes them.
 */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AccessLevel = 'public' | 'user' | 'editor' | 'admin';

export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly group: string;
  readonly access: AccessLevel;
}

export const routes = [
  { method: 'GET', path: '/health', group: 'health', access: 'public' },
  { method: 'GET', path: '/visitor/stats', group: 'analytics', access: 'public' },
  { method: 'POST', path: '/analytics/pageview', group: 'analytics', access: 'public' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type EndpointGroup = Route['group'];
/** `METHOD /path` relative to the prefix, e.g. `GET /health`. */
export type RouteId = `${Route['method']} ${Route['path']}`;

export const endpointGroups: readonly EndpointGroup[] = [...new Set(routes.map((route) => route.group))];

export function routeId(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/** The API Gateway HTTP API route key, e.g. `GET /api/health`. */
export function gatewayRouteKey(route: Pick<RouteDefinition, 'method' | 'path'>): string {
  return `${route.method} ${API_PREFIX}${route.path}`;
}

export function routesOfGroup(group: string): readonly RouteDefinition[] {
  return routes.filter((route) => route.group === group);
}

export function findRouteByGatewayKey(routeKey: string): RouteDefinition | undefined {
  return routes.find((route) => gatewayRouteKey(route) === routeKey);
}

/** Fills `{name}` placeholders with URL-encoded values: `/users/email/{email}` → `/users/email/a%40b.c`. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
