import middy from '@middy/core';
import httpCors from '@middy/http-cors';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { EMAIL_NOT_VERIFIED, hasAccess } from '#shared/accounts.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '#shared/idempotency.ts';
import {
  type EndpointGroup,
  gatewayRouteKey,
  type Route,
  type RouteDefinition,
  routeId,
  routesOfGroup,
} from '#shared/routes.ts';
import type { Authenticator, Principal } from '../auth/principal';
import { withOutageMemory } from '../aws/dependency-errors';
import { EARLY_TIMEOUT_MARGIN_MS } from '../aws/time-budget';
import { config } from '../config';
import { createIdOf } from '../idempotency/create-id';
import { runOnce } from '../idempotency/run-once';
import { appendLogContext, withLogContext } from '../logger';
import { publishingMetrics } from '../metrics';
import { jsonBodyWhenPresent } from '../middleware/json-body-parser';
import { jsonErrorHandler } from '../middleware/json-error-handler';
import { BadRequestError, ForbiddenError, NotFoundError, UnauthorizedError } from './errors';
import type { ApiResult } from './response';

/** Answer headers a cross-origin client may read (CORS `Access-Control-Expose-Headers`). */
const CORS_EXPOSED_HEADERS = 'Retry-After, Content-Disposition';

export interface ApiRequest {
  event: APIGatewayProxyEventV2;
  context: Context;
  route: RouteDefinition;
  /** The parsed JSON body, or undefined when none was sent. Validate before use. */
  body: unknown;
  pathParameters: Record<string, string>;
  query: Record<string, string>;
  /** The signed-in caller; always set on routes whose access level is not public. */
  principal?: Principal;
  /**
   * On a create sent with an Idempotency-Key: the id of what it creates, the same for every retry
   * of it (lib/idempotency/create-id.ts), so the domain can recognise its own earlier try.
   */
  createId?: string;
}

export type RouteHandler = (request: ApiRequest) => Promise<ApiResult>;

type RouteIdOf<Group extends EndpointGroup> =
  Extract<Route, { group: Group }> extends infer R ? (R extends Route ? `${R['method']} ${R['path']}` : never) : never;

export type GroupRoutes<Group extends EndpointGroup> = { [Id in RouteIdOf<Group>]: RouteHandler };

/**
 * Builds the Lambda handler of one endpoint group: CORS, JSON errors, JSON body parsing, the
 * access level from the route table (and, on a route marked `verifiedEmail`, a verified e-mail
 * address: 403 `EMAIL_NOT_VERIFIED`), then dispatch on the API Gateway route key. Every group uses
 * this one stack, so every endpoint answers errors the same way.
 */
export function createEndpointGroup<Group extends EndpointGroup>(
  group: Group,
  handlers: GroupRoutes<Group>,
  options: { authenticate?: Authenticator } = {},
) {
  const byRouteKey = new Map<string, { route: RouteDefinition; handle: RouteHandler }>();
  const tableRoutes = routesOfGroup(group);
  for (const route of tableRoutes) {
    const handle = (handlers as Record<string, RouteHandler | undefined>)[routeId(route)];
    if (!handle) throw new Error(`Endpoint group "${group}" has no handler for ${routeId(route)}`);
    byRouteKey.set(gatewayRouteKey(route), { route, handle });
  }
  for (const id of Object.keys(handlers)) {
    if (!tableRoutes.some((route) => routeId(route) === id)) {
      throw new Error(`Endpoint group "${group}" serves ${id}, which is not in the route table`);
    }
  }

  const { authenticate } = options;
  if (!authenticate && tableRoutes.some((route) => route.access !== 'public')) {
    throw new Error(`Endpoint group "${group}" has signed-in routes but no authenticator`);
  }

  const dispatch = async (event: APIGatewayProxyEventV2, context: Context): Promise<ApiResult> => {
    const entry = byRouteKey.get(event.routeKey);
    if (!entry) throw new NotFoundError();
    const principal = authenticate ? await authenticate(event) : undefined;
    if (principal) appendLogContext({ userId: principal.userId, sessionId: principal.sessionId });
    const { access } = entry.route;
    if (access !== 'public') {
      if (!principal) throw new UnauthorizedError();
      if (!hasAccess(principal.roles, access)) throw new ForbiddenError();
      // Read from the user item with the session (authenticate): no extra request.
      if (entry.route.verifiedEmail && !principal.emailVerified) throw new ForbiddenError(EMAIL_NOT_VERIFIED);
    }
    const key = entry.route.idempotent ? idempotencyKeyOf(event) : undefined;
    // Scoped per route and caller: two callers' keys never meet, nor one caller's on two routes.
    const scope = `${routeId(entry.route)} ${principal?.userId ?? 'anonymous'}`;
    const run = () =>
      entry.handle({
        principal,
        event,
        context,
        route: entry.route,
        body: event.body,
        pathParameters: definedValues(event.pathParameters),
        query: definedValues(event.queryStringParameters),
        createId: key === undefined ? undefined : createIdOf(scope, key),
      });
    if (key === undefined) return run();
    return runOnce({ scope, key, payload: event.body, context, remember: isSuccess }, run);
  };

  // Should the handler still run EARLY_TIMEOUT_MARGIN_MS before the function's deadline, middy
  // throws its TimeoutError and the error handler answers 503 (lib/aws/time-budget.ts).
  const stack = middy<APIGatewayProxyEventV2, ApiResult, Error, Context>({
    timeoutEarlyInMillis: EARLY_TIMEOUT_MARGIN_MS,
  })
    // Headers a cross-origin client may read: Retry-After (429 and 503) and the export's file name.
    .use(httpCors({ origins: config.corsOrigins, credentials: true, exposeHeaders: CORS_EXPOSED_HEADERS }))
    .use(jsonErrorHandler())
    .use(jsonBodyWhenPresent())
    .handler(dispatch);
  // Every log line of a request, the error handler's included, carries its id and route; a
  // dependency that stops answering is not called again in the same request (withOutageMemory);
  // what the request counted is written as its metrics (lib/metrics.ts).
  const handler = (event: APIGatewayProxyEventV2, context: Context) =>
    withLogContext({ requestId: context?.awsRequestId, route: event.routeKey }, () =>
      publishingMetrics(() => withOutageMemory(() => stack(event, context))),
    );

  return { group, routes: tableRoutes, handler };
}

const isSuccess = (result: ApiResult) => (result.statusCode ?? 200) >= 200 && (result.statusCode ?? 200) < 300;

/** The `Idempotency-Key` header of a create, if sent: 1–255 visible ASCII characters, else 400. */
function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const name = IDEMPOTENCY_KEY_HEADER.toLowerCase();
  const found = Object.entries(event.headers ?? {}).find(([header]) => header.toLowerCase() === name);
  const value = found?.[1];
  if (value === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) {
    const message = `${IDEMPOTENCY_KEY_HEADER}: must be 1 to 255 visible ASCII characters`;
    throw new BadRequestError(message, { details: { errors: [{ field: IDEMPOTENCY_KEY_HEADER, message }] } });
  }
  return value;
}

function definedValues(record: Record<string, string | undefined> | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) if (value !== undefined) result[key] = value;
  return result;
}
