import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { json } from '../http/response';
import { logger } from '../logger';

export const INTERNAL_ERROR_MESSAGE = 'Internal server error';

interface ExposableError {
  statusCode?: unknown;
  expose?: unknown;
  message?: unknown;
  details?: unknown;
}

/**
 * Turns every error into JSON `{ message, ...details }`. Errors marked `expose` (our HttpError and
 * middy's createError below 500) keep their status and message; anything else is logged with the
 * request id and answered as a bare 500, so nothing internal reaches the client.
 */
export function jsonErrorHandler(): MiddlewareObj<APIGatewayProxyEventV2, unknown, Error, Context> {
  return {
    onError: (request) => {
      const error = (request.error ?? {}) as ExposableError;
      const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
      const expose = typeof error.expose === 'boolean' ? error.expose : statusCode < 500;
      const context = { requestId: request.context?.awsRequestId, routeKey: request.event?.routeKey };

      if (!expose || typeof error.statusCode !== 'number') {
        logger.error('Unhandled error', { ...context, error: request.error });
        request.response = json(500, { message: INTERNAL_ERROR_MESSAGE });
        return;
      }
      if (statusCode >= 500) logger.error('Request failed', { ...context, error: request.error });
      const details = typeof error.details === 'object' && error.details !== null ? error.details : {};
      request.response = json(statusCode, { ...details, message: String(error.message) });
    },
  };
}
