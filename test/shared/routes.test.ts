import { describe, expect, it } from 'vitest';
import { buildPath, endpointGroups, gatewayRouteKey, routeId, routes } from '#shared/routes.ts';

describe('route table', () => {
  it('lists each method and path once', () => {
    const ids = routes.map(routeId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes paths relative to /api with API Gateway style parameters', () => {
    for (const route of routes) {
      // Segments are lower-case words or {parameters}; a generated document may end in a file name.
      expect(route.path).toMatch(/^(\/([a-z0-9-]+|\{[a-zA-Z]+\}))+(\.xml|\.json)?$/);
      expect(route.path.startsWith('/api')).toBe(false);
    }
  });

  it('names endpoint groups that are valid folder and function names', () => {
    for (const group of endpointGroups) expect(group).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('gives API Gateway route keys under the /api prefix', () => {
    expect(gatewayRouteKey({ method: 'GET', path: '/health' })).toBe('GET /api/health');
  });

  it('encodes path parameters, so an e-mail address travels as %40', () => {
    expect(buildPath('/users/email/{email}', { email: 'ada@example.com' })).toBe('/users/email/ada%40example.com');
    expect(() => buildPath('/users/{id}')).toThrow('Missing path parameter "id"');
  });
});
