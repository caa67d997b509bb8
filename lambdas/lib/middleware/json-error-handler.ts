import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { httpErrorOf } from '../http/domain-errors';
import { json } from '../http/response';
import { logger } from '../logger';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

/**
 * Turns every error into JSON `{ message, ...details }`. HttpErrors and domain errors keep their
 * status and message (lib/http/domain-errors.ts maps the latter); anything else is logged and
 * answered as a bare 500, so nothing internal (stack, AWS error, table name) reaches the client.
 */
export function jsonErrorHandler(): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, Context> {
  return {
    onError: (request) => {
      const answer = httpErrorOf(request.error);
      if (!answer) {
        logger.error('Unhandled error', { error: request.error });
        request.response = json(500, { message: INTERNAL_ERROR_MESSAGE });
        return;
      }
      if (answer.statusCode >= 500) logger.error('Request failed', { error: request.error });
      request.response = json(answer.statusCode, { ...answer.details, message: answer.message }, answer.headers);
    },
  };
}
