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
  { method: 'GET', path: '/analytics/summary', group: 'analytics', access: 'admin' },

  { method: 'POST', path: '/auth/register', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/login', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/logout', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/forgot-password', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/reset-password', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/request-account-reactivation', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/update-profile', group: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/change-password', group: 'auth', access: 'user' },
  { method: 'GET', path: '/auth/me', group: 'auth', access: 'user' },
  { method: 'GET', path: '/auth/export', group: 'auth', access: 'user' },

  { method: 'GET', path: '/users', group: 'users', access: 'user' },
  { method: 'POST', path: '/users', group: 'users', access: 'admin' },
  { method: 'GET', path: '/users/email/{email}', group: 'users', access: 'admin' },
  { method: 'GET', path: '/users/{id}', group: 'users', access: 'admin' },
  { method: 'PUT', path: '/users/{id}', group: 'users', access: 'admin' },
  { method: 'DELETE', path: '/users/{id}', group: 'users', access: 'admin' },
  { method: 'POST', path: '/users/{id}/restore', group: 'users', access: 'admin' },
  { method: 'GET', path: '/roles', group: 'users', access: 'user' },
  { method: 'GET', path: '/user-roles/{userId}/roles', group: 'users', access: 'admin' },
  { method: 'PUT', path: '/user-roles/{userId}/roles', group: 'users', access: 'admin' },

  { method: 'POST', path: '/content/files', group: 'content', access: 'user' },

  { method: 'POST', path: '/consent', group: 'privacy', access: 'public' },
  { method: 'POST', path: '/contact', group: 'contact', access: 'public' },
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
