import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type ApiResult = APIGatewayProxyStructuredResultV2;

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(body),
  };
}

export function ok(body: unknown): ApiResult {
  return json(200, body);
}

export function created(body: unknown): ApiResult {
  return json(201, body);
}

/** A 301 to `location` (a path of the API, percent-encoded), with a JSON body saying where. */
export function movedPermanently(location: string, body: unknown): ApiResult {
  return json(301, body, { location });
}

export function noContent(): ApiResult {
  return { statusCode: 204, headers: { 'cache-control': 'no-store' } };
}
