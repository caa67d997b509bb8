import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { FUNCTION_TIMEOUT_MS } from '#lambdas/lib/aws/time-budget.ts';
import type { RouteMatch } from './route-matcher';

/** Content types API Gateway passes as text; any other body arrives base64-encoded. */
const TEXT_CONTENT_TYPE = /^(text\/|application\/(json|.*\+json|xml|.*\+xml|x-www-form-urlencoded|javascript))/i;

function formatRequestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

function decodeOr(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** In a query string `+` means a space; in a path it is a literal plus. */
const decodeQueryComponent = (value: string) => decodeOr(value.replace(/\+/g, ' '));

/**
 * Builds the API Gateway HTTP API payload 2.0 event for a request: header names lower-cased and
 * repeated values joined by commas, cookies moved from the Cookie header into `cookies`, decoded
 * path and query parameters (repeated keys joined by commas), `rawQueryString` kept encoded, and
 * non-text bodies base64-encoded.
 */
/** What the event is built from: a Node request's raw parts, or a test's plain description. */
export interface RawRequest {
  url: string;
  /** Alternating names and values, as Node's `IncomingMessage.rawHeaders`. */
  rawHeaders: readonly string[];
  body: Buffer;
  httpVersion?: string;
  remoteAddress?: string;
}

export function toGatewayEvent(request: RawRequest, match: RouteMatch): APIGatewayProxyEventV2 {
  const { body } = request;
  const url = new URL(request.url, 'http://localhost');
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const name = (request.rawHeaders[index] ?? '').toLowerCase();
    const value = request.rawHeaders[index + 1] ?? '';
    if (name === 'cookie') {
      cookies = [
        ...(cookies ?? []),
        ...value
          .split(';')
          .map((cookie) => cookie.trim())
          .filter(Boolean),
      ];
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }

  const rawQueryString = url.search.slice(1);
  let queryStringParameters: Record<string, string> | undefined;
  for (const pair of rawQueryString.split('&').filter(Boolean)) {
    const [rawKey = '', rawValue = ''] = pair.split(/=(.*)/s);
    const key = decodeQueryComponent(rawKey);
    const value = decodeQueryComponent(rawValue);
    queryStringParameters ??= {};
    queryStringParameters[key] =
      queryStringParameters[key] === undefined ? value : `${queryStringParameters[key]},${value}`;
  }

  const now = new Date();
  const isText = TEXT_CONTENT_TYPE.test(headers['content-type'] ?? 'application/json');
  const hasBody = body.length > 0;
  const rawPath = decodeOr(url.pathname);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: match.routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host?.split(':')[0] ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: match.route.method,
        path: rawPath,
        protocol: `HTTP/${request.httpVersion ?? '1.1'}`,
        sourceIp: request.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: hasBody && !isText,
  };
  if (cookies) event.cookies = cookies;
  if (queryStringParameters) event.queryStringParameters = queryStringParameters;
  if (Object.keys(match.pathParameters).length > 0) event.pathParameters = match.pathParameters;
  if (hasBody) event.body = isText ? body.toString('utf8') : body.toString('base64');
  return event;
}

/** A Lambda context for an in-process invocation with the deployed functions' timeout (10 s). */
export function toLambdaContext(group: string, requestId: string, timeoutMs = FUNCTION_TIMEOUT_MS): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${group}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:local-${group}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${group}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
