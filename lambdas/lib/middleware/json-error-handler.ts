import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { dependencyOutageOf } from '../aws/dependency-errors';
import { httpErrorOf } from '../http/domain-errors';
import { json } from '../http/response';
import { logger } from '../logger';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * Turns every error into JSON `{ message, ...details }`. HttpErrors and domain errors keep their
 * status and message (lib/http/domain-errors.ts maps the latter), a dependency outage is a 503
 * with `Retry-After` logged with the dependency's name; anything else is logged and answered as
 * a bare 500, so nothing internal (stack, AWS error, table name) reaches the client.
 */
export function jsonErrorHandler(): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, Context> {
  return {
    onError: (request) => {
      const answer = httpErrorOf(request.error, request.event?.requestContext?.http?.method);
      if (!answer) {
        logger.error('Unhandled error', { error: request.error });
        request.response = json(500, { message: INTERNAL_ERROR_MESSAGE });
        return;
      }
      if (answer.statusCode >= 500) {
        const outage = dependencyOutageOf(request.error);
        if (outage) logger.error('Dependency unavailable', { ...outage, error: request.error });
        else logger.error('Request failed', { error: request.error });
      }
      request.response = json(answer.statusCode, { ...answer.details, message: answer.message }, answer.headers);
    },
  };
}
