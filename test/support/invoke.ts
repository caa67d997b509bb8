import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { toGatewayEvent, toLambdaContext } from '#infra/local/gateway/event.ts';
import { createRouteMatcher } from '#infra/local/gateway/route-matcher.ts';
import type { LambdaHandler } from '#infra/local/gateway/server.ts';
import { routes } from '#shared/routes.ts';
import { contractViolation } from './contract';

const matcher = createRouteMatcher(routes);

export interface InvokeOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * Checks the answer against the API document (status documented for the route, body matching
   * its schema) and throws when it does not match. On by default; off only for a test that swaps
   * in a handler of its own.
   */
  checkContract?: boolean;
}

export interface InvokeResult {
  statusCode: number;
  /** The raw answer; `json` is it parsed when the answer is JSON. */
  body: string;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: tests read fields of the JSON answers freely
  json: any;
}

/** Builds the payload 2.0 event API Gateway would send for `METHOD /api/...` from the route table. */
export function gatewayEvent(method: string, url: string, options: InvokeOptions = {}): APIGatewayProxyEventV2 {
  const match = matcher.match(method, new URL(url, 'http://localhost').pathname);
  if (!match || match === 'method-not-allowed') throw new Error(`No route in the table for ${method} ${url}`);
  const headers: Record<string, string> = { 'user-agent': 'vitest', ...options.headers };
  let body = Buffer.alloc(0);
  if (options.body !== undefined) {
    body = Buffer.from(typeof options.body === 'string' ? options.body : JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  return toGatewayEvent({ url, rawHeaders: Object.entries(headers).flat(), body }, match);
}

/**
 * Invokes a Lambda handler in-process the way API Gateway does and parses its JSON answer. An answer
 * the API document does not allow fails the test (see `checkContract`).
 */
export async function invoke(
  handler: LambdaHandler,
  method: string,
  url: string,
  options: InvokeOptions = {},
): Promise<InvokeResult> {
  const event = gatewayEvent(method, url, options);
  const result = (await handler(
    event,
    toLambdaContext('test', event.requestContext.requestId),
  )) as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
  const body = result.body ?? '';
  const statusCode = result.statusCode ?? 200;
  if (options.checkContract !== false) {
    const route = matcher.match(method, new URL(url, 'http://localhost').pathname);
    const violation =
      route && route !== 'method-not-allowed' && contractViolation(route.route, { statusCode, headers, body });
    if (violation) throw new Error(`Answer breaks the API contract: ${violation}`);
  }
  const isJson = body !== '' && (headers['content-type'] ?? 'application/json').includes('json');
  return { statusCode, headers, body, json: isJson ? JSON.parse(body) : undefined };
}
