import { API_PREFIX, gatewayRouteKey, type RouteDefinition } from '#shared/routes.ts';

export interface RouteMatch {
  route: RouteDefinition;
  routeKey: string;
  pathParameters: Record<string, string>;
}

interface CompiledRoute {
  route: RouteDefinition;
  segments: string[];
}

/**
 * Matches request paths against the route table the way API Gateway HTTP APIs do: literal
 * segments win over `{param}` segments (so `/users/email/{email}` beats `/users/{id}`).
 * Takes the percent-encoded path and hands back decoded parameters, as API Gateway does.
 */
export function createRouteMatcher(routes: readonly RouteDefinition[]) {
  const compiled: CompiledRoute[] = routes
    .map((route) => ({ route, segments: `${API_PREFIX}${route.path}`.split('/').slice(1) }))
    .sort((a, b) => compareSpecificity(a.segments, b.segments));

  function match(method: string, encodedPath: string): RouteMatch | 'method-not-allowed' | undefined {
    const requestSegments = encodedPath.replace(/\/+$/, '').split('/').slice(1);
    let pathMatched = false;
    for (const candidate of compiled) {
      const pathParameters = matchSegments(candidate.segments, requestSegments);
      if (!pathParameters) continue;
      pathMatched = true;
      if (candidate.route.method === method) {
        return { route: candidate.route, routeKey: gatewayRouteKey(candidate.route), pathParameters };
      }
    }
    return pathMatched ? 'method-not-allowed' : undefined;
  }

  return { match };
}

function isParameter(segment: string): boolean {
  return segment.startsWith('{') && segment.endsWith('}');
}

function compareSpecificity(a: string[], b: string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const aParam = isParameter(a[index] ?? '');
    const bParam = isParameter(b[index] ?? '');
    if (aParam !== bParam) return aParam ? 1 : -1;
  }
  return b.length - a.length;
}

function matchSegments(template: string[], request: string[]): Record<string, string> | undefined {
  if (template.length !== request.length) return undefined;
  const parameters: Record<string, string> = {};
  for (let index = 0; index < template.length; index++) {
    const expected = template[index] ?? '';
    const actual = request[index] ?? '';
    if (isParameter(expected)) {
      if (actual === '') return undefined;
      try {
        parameters[expected.slice(1, -1)] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return parameters;
}
