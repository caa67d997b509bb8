import type { MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { UnprocessableEntityError, UnsupportedMediaTypeError } from '../http/errors';

/**
 * middy's JSON body parser, applied only when a body was sent: GET requests and bodiless POSTs
 * (logout, view counters) pass through, a body with the wrong type is 415, bad JSON is 422. Its
 * refusals are answered through the API's own error vocabulary, with middy's messages.
 */
export function jsonBodyWhenPresent(): MiddlewareObj<APIGatewayProxyEventV2> {
  const parser = httpJsonBodyParser<APIGatewayProxyEventV2>();
  return {
    before: async (request) => {
      const { body } = request.event;
      if (body === undefined || body === null || body === '') return;
      try {
        await parser.before?.(request);
      } catch (error) {
        const { statusCode, message } = error as { statusCode?: number; message?: string };
        if (statusCode === 415) throw new UnsupportedMediaTypeError(String(message), { cause: error });
        if (statusCode === 422) throw new UnprocessableEntityError(String(message), { cause: error });
        throw error;
      }
    },
  };
}
