import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { dependencyOutageOf } from '../aws/dependency-errors';
import { EARLY_TIMEOUT_MARGIN_MS, FUNCTION_TIMEOUT_MS } from '../aws/time-budget';
import { httpErrorOf } from '../http/domain-errors';
import { json } from '../http/response';
import { logger } from '../logger';

const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * middy's own early timeout (lib/http/endpoint-group.ts): the handler was still running when the
 * function's time was nearly up. No dependency said anything, so it is not logged as one.
 */
function isFunctionTimeout(error: unknown): boolean {
  const fields = error as { name?: unknown; cause?: { package?: unknown } } | null;
  return fields?.name === 'TimeoutError' && fields.cause?.package === '@middy/core';
}

/**
 * Turns every error into JSON `{ message, ...details }`. HttpErrors and domain errors keep their
 * status and message (lib/http/domain-errors.ts maps the latter), a dependency outage is a 503
 * with `Retry-After` logged with the dependency's name (middy's early timeout too, logged as the
 * function's time running out); anything else is logged and answered as a bare 500, so nothing
 * internal (stack, AWS error, table name) reaches the client.
 */
export function jsonErrorHandler(): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, Context> {
  // When each request started, so a request cut off by the function's time can say how long it ran.
  const startedAt = new WeakMap<object, number>();
  return {
    before: (request) => {
      startedAt.set(request, performance.now());
    },
    onError: (request) => {
      const answer = httpErrorOf(request.error, request.event?.requestContext?.http?.method);
      if (!answer) {
        logger.error('Unhandled error', { error: request.error });
        request.response = json(500, { message: INTERNAL_ERROR_MESSAGE });
        return;
      }
      if (answer.statusCode >= 500) {
        const outage = dependencyOutageOf(request.error);
        if (isFunctionTimeout(request.error)) {
          const started = startedAt.get(request);
          logger.error('Function time ran out before the handler finished', {
            route: request.event?.routeKey,
            ranMs: started === undefined ? undefined : Math.round(performance.now() - started),
            remainingMs: request.context?.getRemainingTimeInMillis?.(),
            functionTimeoutMs: FUNCTION_TIMEOUT_MS,
            earlyTimeoutMarginMs: EARLY_TIMEOUT_MARGIN_MS,
          });
        } else if (outage) logger.error('Dependency unavailable', { ...outage, error: request.error });
        else logger.error('Request failed', { error: request.error });
      }
      request.response = json(answer.statusCode, { ...answer.details, message: answer.message }, answer.headers);
    },
  };
}
