import type { MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * middy's JSON body parser, applied only when a body was sent: GET requests and bodiless POSTs
 * (logout, view counters) pass through, a body with the wrong type is 415, bad JSON is 422.
 */
export function jsonBodyWhenPresent(): MiddlewareObj<APIGatewayProxyEventV2> {
  const parser = httpJsonBodyParser<APIGatewayProxyEventV2>();
  return {
    before: (request) => {
      const { body } = request.event;
      if (body === undefined || body === null || body === '') return;
      return parser.before?.(request);
    },
  };
}
