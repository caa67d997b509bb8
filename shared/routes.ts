/**
 * The one list of API routes. CDK routes, the local gateway, the SPA's API paths and the
 * authorization tests are all generated from this table; nothing else lists routes.
 * Paths are relative to API_PREFIX, with `{name}` path parameters as API Gateway writes them.
 */
import { API_PREFIX } from './route-paths';

export { API_PREFIX, buildPath } from './route-paths';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type AccessLevel = 'public' | 'user' | 'editor' | 'admin';

export interface RouteDefinition {
  readonly method: HttpMethod;
  readonly path: string;
  readonly group: string;
  readonly access: AccessLevel;
  /**
   * A create: takes an `Idempotency-Key` header, and a retry with the same key and body gets the
   * first answer instead of a second item (lambdas/lib/http/endpoint-group.ts).
   */
  readonly idempotent?: boolean;
  /**
   * Creates something others may see: a signed-in caller whose e-mail address is not verified yet
   * gets 403 `EMAIL_NOT_VERIFIED` (lambdas/lib/http/endpoint-group.ts).
   */
  readonly verifiedEmail?: boolean;
}

export const routes = [
  { method: 'GET', path: '/health', group: 'health', access: 'public' },
  { method: 'GET', path: '/visitor/stats', group: 'analytics', access: 'public' },
  { method: 'POST', path: '/analytics/pageview', group: 'analytics', access: 'public' },
  { method: 'GET', path: '/analytics/summary', group: 'analytics', access: 'admin' },

  { method: 'POST', path: '/auth/register', group: 'auth', access: 'public', idempotent: true },
  { method: 'POST', path: '/auth/login', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/logout', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/forgot-password', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/reset-password', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/verify-email', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/resend-verification', group: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/request-account-reactivation', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/update-profile', group: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/change-password', group: 'auth', access: 'user' },
  { method: 'GET', path: '/auth/me', group: 'auth', access: 'user' },
  { method: 'GET', path: '/auth/export', group: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/delete-account', group: 'auth', access: 'user' },
  { method: 'GET', path: '/auth/activity', group: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/passkeys/register-options', group: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/passkeys/register', group: 'auth', access: 'user' },
  { method: 'GET', path: '/auth/passkeys', group: 'auth', access: 'user' },
  { method: 'DELETE', path: '/auth/passkeys/{id}', group: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/passkeys/login-options', group: 'auth', access: 'public' },
  { method: 'POST', path: '/auth/passkeys/login', group: 'auth', access: 'public' },
  { method: 'GET', path: '/auth/sessions', group: 'auth', access: 'user' },
  { method: 'DELETE', path: '/auth/sessions/{id}', group: 'auth', access: 'user' },
  { method: 'POST', path: '/auth/sessions/revoke-others', group: 'auth', access: 'user' },
  { method: 'GET', path: '/auth/preferences', group: 'auth', access: 'user' },
  { method: 'PUT', path: '/auth/preferences', group: 'auth', access: 'user' },

  { method: 'GET', path: '/users', group: 'users', access: 'user' },
  { method: 'POST', path: '/users', group: 'users', access: 'admin', idempotent: true },
  { method: 'GET', path: '/users/email/{email}', group: 'users', access: 'admin' },
  { method: 'GET', path: '/users/lookup', group: 'users', access: 'user' },
  { method: 'GET', path: '/users/{id}', group: 'users', access: 'admin' },
  { method: 'PUT', path: '/users/{id}', group: 'users', access: 'admin' },
  { method: 'DELETE', path: '/users/{id}', group: 'users', access: 'admin' },
  { method: 'POST', path: '/users/{id}/restore', group: 'users', access: 'admin' },
  { method: 'DELETE', path: '/users/{id}/sessions', group: 'users', access: 'admin' },
  { method: 'POST', path: '/users/{id}/unlock', group: 'users', access: 'admin' },
  { method: 'GET', path: '/roles', group: 'users', access: 'user' },
  { method: 'GET', path: '/user-roles/{userId}/roles', group: 'users', access: 'admin' },
  { method: 'PUT', path: '/user-roles/{userId}/roles', group: 'users', access: 'admin' },

  { method: 'POST', path: '/content/files', group: 'content', access: 'user', idempotent: true, verifiedEmail: true },
  { method: 'GET', path: '/content/files', group: 'content', access: 'editor' },
  { method: 'PUT', path: '/content/files', group: 'content', access: 'editor' },
  { method: 'DELETE', path: '/content/files', group: 'content', access: 'admin' },
  { method: 'PUT', path: '/content/files/autosave', group: 'content', access: 'editor' },
  { method: 'GET', path: '/content/files/autosave', group: 'content', access: 'editor' },
  { method: 'DELETE', path: '/content/files/autosave', group: 'content', access: 'editor' },
  { method: 'GET', path: '/content/files/versions', group: 'content', access: 'editor' },
  { method: 'GET', path: '/content/files/deleted', group: 'content', access: 'editor' },
  { method: 'POST', path: '/content/files/restore', group: 'content', access: 'editor' },
  { method: 'GET', path: '/content/files/pending', group: 'content', access: 'editor' },
  { method: 'POST', path: '/content/files/review', group: 'content', access: 'editor' },
  { method: 'GET', path: '/content/files/mine', group: 'content', access: 'user' },

  { method: 'GET', path: '/topics', group: 'blog', access: 'public' },
  { method: 'GET', path: '/topics/{id}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/topics/slug/{slug}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/topics/{id}/children', group: 'blog', access: 'public' },
  { method: 'POST', path: '/topics', group: 'blog', access: 'editor', idempotent: true },
  { method: 'PUT', path: '/topics/{id}', group: 'blog', access: 'editor' },
  { method: 'DELETE', path: '/topics/{id}', group: 'blog', access: 'admin' },
  { method: 'GET', path: '/tags', group: 'blog', access: 'public' },
  { method: 'GET', path: '/tags/{id}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/tags/slug/{slug}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/tags/{id}/children', group: 'blog', access: 'public' },
  { method: 'POST', path: '/tags', group: 'blog', access: 'editor', idempotent: true },
  { method: 'PUT', path: '/tags/{id}', group: 'blog', access: 'editor' },
  { method: 'DELETE', path: '/tags/{id}', group: 'blog', access: 'admin' },
  { method: 'GET', path: '/tags/post/{postId}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/categories', group: 'blog', access: 'public' },
  { method: 'GET', path: '/categories/{id}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/categories/slug/{slug}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/categories/{id}/children', group: 'blog', access: 'public' },
  { method: 'POST', path: '/categories', group: 'blog', access: 'editor', idempotent: true },
  { method: 'PUT', path: '/categories/{id}', group: 'blog', access: 'editor' },
  { method: 'DELETE', path: '/categories/{id}', group: 'blog', access: 'admin' },
  { method: 'GET', path: '/posts', group: 'blog', access: 'public' },
  { method: 'GET', path: '/posts/published', group: 'blog', access: 'public' },
  { method: 'GET', path: '/posts/{id}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/posts/slug/{slug}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/posts/topic/{topicId}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/posts/tag/{tagId}', group: 'blog', access: 'public' },
  { method: 'GET', path: '/posts/category/{categoryId}', group: 'blog', access: 'public' },
  { method: 'POST', path: '/posts/{id}/view', group: 'blog', access: 'public' },
  { method: 'POST', path: '/posts', group: 'blog', access: 'editor', idempotent: true },
  { method: 'POST', path: '/posts/bulk-status', group: 'blog', access: 'editor' },
  { method: 'PUT', path: '/posts/{id}', group: 'blog', access: 'editor' },
  { method: 'DELETE', path: '/posts/{id}', group: 'blog', access: 'editor' },
  { method: 'GET', path: '/posts/{id}/revisions', group: 'blog', access: 'editor' },
  { method: 'GET', path: '/posts/{id}/revisions/{revisionId}', group: 'blog', access: 'editor' },
  { method: 'POST', path: '/posts/{id}/revisions/{revisionId}/restore', group: 'blog', access: 'editor' },
  { method: 'GET', path: '/posts/{id}/autosave', group: 'blog', access: 'editor' },
  { method: 'PUT', path: '/posts/{id}/autosave', group: 'blog', access: 'editor' },
  { method: 'DELETE', path: '/posts/{id}/autosave', group: 'blog', access: 'editor' },
  { method: 'PUT', path: '/posts/{id}/presence', group: 'blog', access: 'editor' },
  { method: 'DELETE', path: '/posts/{id}/presence', group: 'blog', access: 'editor' },

  { method: 'GET', path: '/sitemapitems', group: 'sitemap', access: 'public' },
  { method: 'GET', path: '/sitemapitems/root', group: 'sitemap', access: 'public' },
  { method: 'GET', path: '/sitemapitems/{id}', group: 'sitemap', access: 'public' },
  { method: 'GET', path: '/sitemapitems/slug/{slug}', group: 'sitemap', access: 'public' },
  { method: 'GET', path: '/sitemapitems/{id}/children', group: 'sitemap', access: 'public' },
  { method: 'POST', path: '/sitemapitems', group: 'sitemap', access: 'admin', idempotent: true },
  { method: 'PUT', path: '/sitemapitems/{id}', group: 'sitemap', access: 'admin' },
  { method: 'DELETE', path: '/sitemapitems/{id}', group: 'sitemap', access: 'admin' },

  { method: 'GET', path: '/projects', group: 'projects', access: 'public' },
  { method: 'GET', path: '/projects/{id}', group: 'projects', access: 'public' },
  { method: 'POST', path: '/projects', group: 'projects', access: 'user', idempotent: true, verifiedEmail: true },
  { method: 'PUT', path: '/projects/{id}', group: 'projects', access: 'user' },
  { method: 'DELETE', path: '/projects/{id}', group: 'projects', access: 'user' },
  { method: 'GET', path: '/projects/{id}/links', group: 'projects', access: 'public' },
  { method: 'POST', path: '/projects/{id}/members', group: 'projects', access: 'user' },
  { method: 'DELETE', path: '/projects/{id}/members/{userId}', group: 'projects', access: 'user' },

  { method: 'POST', path: '/media', group: 'media', access: 'user', idempotent: true },
  { method: 'GET', path: '/media', group: 'media', access: 'editor' },
  { method: 'GET', path: '/media/{id}', group: 'media', access: 'user' },
  { method: 'PATCH', path: '/media/{id}', group: 'media', access: 'user' },
  { method: 'DELETE', path: '/media/{id}', group: 'media', access: 'user' },

  { method: 'GET', path: '/feeds/sitemap.xml', group: 'feeds', access: 'public' },
  { method: 'GET', path: '/feeds/rss.xml', group: 'feeds', access: 'public' },
  { method: 'GET', path: '/admin/summary', group: 'dashboard', access: 'admin' },
  { method: 'GET', path: '/admin/health', group: 'dashboard', access: 'admin' },

  { method: 'POST', path: '/consent', group: 'privacy', access: 'public', idempotent: true },
  { method: 'POST', path: '/contact', group: 'contact', access: 'public', idempotent: true },

  { method: 'GET', path: '/openapi.json', group: 'openapi', access: 'public' },
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
export type EndpointGroup = Route['group'];
/** The create routes, which take an `Idempotency-Key` header. */
export type IdempotentRouteId =
  Extract<Route, { idempotent: true }> extends infer R
    ? R extends Route
      ? `${R['method']} ${R['path']}`
      : never
    : never;
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
