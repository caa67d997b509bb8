import { createServer, type Socket } from 'node:net';
import {
  DynamoDBClient,
  GetItemCommand,
  ProvisionedThroughputExceededException,
  ThrottlingException,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLambdaContext } from '#infra/local/gateway/event.ts';
import { handler as blogHandler } from '#lambdas/blog/handler.ts';
import {
  dependencyOf,
  dependencyOutageOf,
  SkippedAfterOutageError,
  watchDependency,
  withOutageMemory,
} from '#lambdas/lib/aws/dependency-errors.ts';
import {
  AWS_ATTEMPTS,
  DEPENDENCY_CALL_BUDGET_MS,
  EARLY_TIMEOUT_MARGIN_MS,
  FUNCTION_TIMEOUT_MS,
  LOCAL_ATTEMPTS,
  RETRY_AFTER_SECONDS,
  sdkClientBudget,
  worstCaseCallMs,
} from '#lambdas/lib/aws/time-budget.ts';
import { documentClient } from '#lambdas/lib/db/client.ts';
import { DependencyFailedError } from '#lambdas/lib/errors.ts';
import { httpErrorOf, OUTAGE_MESSAGE_READ, OUTAGE_MESSAGE_WRITE } from '#lambdas/lib/http/domain-errors.ts';
import { createEndpointGroup } from '#lambdas/lib/http/endpoint-group.ts';
import { ok } from '#lambdas/lib/http/response.ts';
import { gatewayEvent, invoke } from '#test/support/invoke.ts';

const metadata = (httpStatusCode: number) => ({ httpStatusCode, requestId: 'r', attempts: 2, totalRetryDelay: 0 });
const awsError = (name: string, httpStatusCode: number) =>
  Object.assign(new Error(`${name} happened`), { name, $fault: 'server', $metadata: metadata(httpStatusCode) });
const nodeError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:8000`), { code });
/** ElectroDB's wrapper around the SDK's error (its ElectroError keeps it as `cause`). */
const electroError = (cause: unknown) =>
  Object.assign(new Error('Error thrown by DynamoDB client', { cause }), { name: 'ElectroError' });

describe('dependency outages', () => {
  it.each([
    [
      'DynamoDB throttling',
      new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: metadata(400) }),
      'ProvisionedThroughputExceededException',
    ],
    [
      'DynamoDB on-demand throttling',
      new ThrottlingException({ message: 'slow down', $metadata: metadata(400) }),
      'ThrottlingException',
    ],
    ['DynamoDB request limit', awsError('RequestLimitExceeded', 400), 'RequestLimitExceeded'],
    ['DynamoDB internal error', awsError('InternalServerError', 500), 'InternalServerError'],
    ['S3 slow down', awsError('SlowDown', 503), 'SlowDown'],
    ['S3 unavailable', awsError('ServiceUnavailable', 503), 'ServiceUnavailable'],
    ['SES throttling', awsError('Throttling', 400), 'Throttling'],
    ['KMS throttling', awsError('ThrottlingException', 400), 'ThrottlingException'],
    ['KMS internal error', awsError('KMSInternalException', 500), 'KMSInternalException'],
    ['any 5xx answer', awsError('UnknownError', 502), 'HTTP 502'],
    ['a 429 answer', awsError('UnknownError', 429), 'HTTP 429'],
    [
      'the SDK request timeout',
      Object.assign(new Error('request exceeded 2000 ms'), { name: 'TimeoutError', code: 'ETIMEDOUT' }),
      'TimeoutError',
    ],
    ['a refused connection', nodeError('ECONNREFUSED'), 'ECONNREFUSED'],
    ['a reset connection', nodeError('ECONNRESET'), 'ECONNRESET'],
    ['a broken pipe', nodeError('EPIPE'), 'EPIPE'],
    ['the same wrapped by ElectroDB', electroError(nodeError('ECONNRESET')), 'ECONNRESET'],
    [
      "middy's early timeout",
      Object.assign(new Error('[AbortError]: The operation was aborted.', { cause: { package: '@middy/core' } }), {
        name: 'TimeoutError',
      }),
      'TimeoutError',
    ],
  ])('%s is an outage', (_label, error, reason) => {
    expect(dependencyOutageOf(error)).toMatchObject({ reason });
  });

  it.each([
    ['a refused condition', awsError('ConditionalCheckFailedException', 400)],
    ['a malformed request', awsError('ValidationException', 400)],
    ['missing permissions', awsError('AccessDeniedException', 403)],
    ['a missing table', awsError('ResourceNotFoundException', 400)],
    ['a missing bucket', awsError('NoSuchBucket', 404)],
    ['a bad host name (configuration)', nodeError('ENOTFOUND')],
    ['a bug of ours', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['ElectroDB refusing an item', Object.assign(new Error('Invalid value for attribute'), { name: 'ElectroError' })],
    ['not an error at all', 'oops'],
  ])('%s is not an outage (a 500)', (_label, error) => {
    expect(dependencyOutageOf(error)).toBeUndefined();
    expect(httpErrorOf(error)).toBeUndefined();
  });

  it('names the dependency from the client that threw, or from ElectroDB, else unknown', async () => {
    const client = watchDependency(
      new (await import('@aws-sdk/client-dynamodb')).DynamoDBClient({
        region: 'eu-west-1',
        endpoint: 'http://127.0.0.1:9',
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
        ...sdkClientBudget('http://127.0.0.1:9'),
      }),
      'dynamodb',
    );
    const refused = await client
      .send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } }))
      .catch((error: unknown) => error);
    client.destroy();
    expect(dependencyOutageOf(refused)).toEqual({ dependency: 'dynamodb', reason: 'ECONNREFUSED' });
    expect(dependencyOf(electroError(awsError('ThrottlingException', 400)))).toBe('dynamodb');
    expect(dependencyOutageOf(nodeError('ECONNRESET'))).toEqual({ dependency: 'unknown', reason: 'ECONNRESET' });
  });

  it("names SQS for the mail queue's client, which has the same time budget", async () => {
    vi.stubEnv('SQS_ENDPOINT', 'http://127.0.0.1:9');
    vi.resetModules();
    const { sqs } = await import('#lambdas/lib/aws/sqs.ts');
    // Re-imported with it: the mark a client puts on its errors is a symbol of the module instance.
    const { dependencyOutageOf: outageOf } = await import('#lambdas/lib/aws/dependency-errors.ts');
    const { SendMessageCommand } = await import('@aws-sdk/client-sqs');
    const client = sqs();
    expect(await client.config.maxAttempts()).toBe(LOCAL_ATTEMPTS.maxAttempts);
    const refused = await client
      .send(new SendMessageCommand({ QueueUrl: 'http://127.0.0.1:9/000000000000/mail', MessageBody: '{}' }))
      .catch((error: unknown) => error);
    client.destroy();
    vi.unstubAllEnvs();
    expect(outageOf(refused)).toEqual({ dependency: 'sqs', reason: 'ECONNREFUSED' });
  });
});

describe('a dependency that stopped answering during a request', () => {
  /** A DynamoDB client with a short budget (one attempt of 200 ms), watched as `dynamodb`. */
  const shortClient = (endpoint: string) =>
    watchDependency(
      new DynamoDBClient({
        region: 'eu-west-1',
        endpoint,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
        maxAttempts: 1,
        requestHandler: { connectionTimeout: 200, requestTimeout: 200, throwOnRequestTimeout: true },
      }),
      'dynamodb',
    );
  const getItem = new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } });
  const timed = async (call: () => Promise<unknown>) => {
    const started = performance.now();
    const error = await call().then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    return { error, elapsedMs: performance.now() - started };
  };

  it('is not called again in the same request: the next call fails at once as the same outage', async () => {
    // A real silent endpoint: it accepts the connection, reads the request and never answers.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const client = shortClient(`http://127.0.0.1:${(silent.address() as { port: number }).port}`);
    const documents = DynamoDBDocumentClient.from(client);
    try {
      await withOutageMemory(async () => {
        const first = await timed(() => client.send(getItem));
        expect(dependencyOutageOf(first.error)).toEqual({ dependency: 'dynamodb', reason: 'TimeoutError' });
        expect(first.elapsedMs).toBeGreaterThanOrEqual(150);
        const connections = sockets.size;
        // The same request's next calls (ElectroDB's document client included) are not sent.
        for (const call of [
          () => client.send(getItem),
          () => documents.send(new GetCommand({ TableName: 't', Key: { pk: 'x' } })),
        ]) {
          const next = await timed(call);
          expect(next.error).toBeInstanceOf(SkippedAfterOutageError);
          expect(next.elapsedMs).toBeLessThan(50);
          expect(dependencyOutageOf(next.error)).toEqual({ dependency: 'dynamodb', reason: 'TimeoutError' });
          expect(httpErrorOf(next.error, 'POST')).toMatchObject({ statusCode: 503, message: OUTAGE_MESSAGE_WRITE });
        }
        expect(sockets.size).toBe(connections);
      });
      // Another request tries again.
      await withOutageMemory(async () => {
        const again = await timed(() => client.send(getItem));
        expect(again.error).not.toBeInstanceOf(SkippedAfterOutageError);
        expect(again.elapsedMs).toBeGreaterThanOrEqual(150);
      });
    } finally {
      client.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('remembers only outages that took time: a refused connection is tried again', async () => {
    const client = shortClient('http://127.0.0.1:9');
    try {
      await withOutageMemory(async () => {
        for (const _attempt of [1, 2]) {
          const { error } = await timed(() => client.send(getItem));
          expect(error).not.toBeInstanceOf(SkippedAfterOutageError);
          expect(dependencyOutageOf(error)).toEqual({ dependency: 'dynamodb', reason: 'ECONNREFUSED' });
        }
      });
    } finally {
      client.destroy();
    }
  });
});

describe('the answer to an outage', () => {
  it('is a 503 with Retry-After; a write is told to check whether its change was saved', () => {
    const read = httpErrorOf(nodeError('ECONNREFUSED'), 'GET');
    expect(read).toMatchObject({ statusCode: 503, message: OUTAGE_MESSAGE_READ });
    expect(read?.headers).toEqual({ 'retry-after': String(RETRY_AFTER_SECONDS) });
    const write = httpErrorOf(nodeError('ECONNREFUSED'), 'POST');
    expect(write).toMatchObject({ statusCode: 503, message: OUTAGE_MESSAGE_WRITE });
    expect(write?.message).not.toMatch(/fail|not saved/i);
  });

  it('leaves a domain error that already says what happened as it is', () => {
    const mailFailed = new DependencyFailedError('Your message was saved but could not be mailed.', {
      cause: awsError('Throttling', 400),
    });
    expect(httpErrorOf(mailFailed, 'POST')).toMatchObject({ statusCode: 502, message: mailFailed.message });
  });
});

describe('a throttled DynamoDB through a route', () => {
  const table = mockClient(documentClient);
  afterEach(() => {
    table.reset();
    vi.restoreAllMocks();
  });

  it('answers 503 with Retry-After and logs a line naming dynamodb', async () => {
    table
      .onAnyCommand()
      .rejects(new ProvisionedThroughputExceededException({ message: 'slow down', $metadata: metadata(400) }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const answer = await invoke(blogHandler, 'GET', '/api/posts/published');
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(answer.json).toEqual({ message: OUTAGE_MESSAGE_READ });
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({
        message: 'Dependency unavailable',
        dependency: 'dynamodb',
        reason: 'ProvisionedThroughputExceededException',
        route: 'GET /api/posts/published',
      }),
    );
  });

  it("answers 503 when the handler outlives the function's time (middy's early timeout), not the runtime's 500", async () => {
    table.onAnyCommand().callsFake(() => new Promise(() => undefined));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const event = gatewayEvent('GET', '/api/posts/published');
    const started = performance.now();
    const answer = (await blogHandler(
      event,
      toLambdaContext('blog', event.requestContext.requestId, EARLY_TIMEOUT_MARGIN_MS + 300),
    )) as { statusCode: number; headers: Record<string, string>; body: string };
    expect(performance.now() - started).toBeLessThan(1_500);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(JSON.parse(answer.body)).toEqual({ message: OUTAGE_MESSAGE_READ });
    // Logged as what happened: no dependency failed, the function's time ran out.
    const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
    const messages = lines.map((line) => line.message);
    expect(messages).toContain('Function time ran out before the handler finished');
    expect(messages).not.toContain('Dependency unavailable');
    // Which route, how long it ran and the function's timeout, and no outage fields.
    const timedOut = lines.find((line) => line.message === 'Function time ran out before the handler finished');
    expect(timedOut).toMatchObject({
      route: 'GET /api/posts/published',
      functionTimeoutMs: FUNCTION_TIMEOUT_MS,
      earlyTimeoutMarginMs: EARLY_TIMEOUT_MARGIN_MS,
    });
    expect(timedOut.ranMs).toBeGreaterThanOrEqual(250);
    expect(timedOut.ranMs).toBeLessThan(1_500);
    expect(timedOut.remainingMs).toBeLessThanOrEqual(EARLY_TIMEOUT_MARGIN_MS);
    expect(timedOut).not.toHaveProperty('dependency');
  });

  it('keeps logging a real dependency timeout as that dependency’s outage, through the same middleware', async () => {
    // A real silent DynamoDB endpoint and a client that gives up on it after 200 ms.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const client = watchDependency(
      new DynamoDBClient({
        region: 'eu-west-1',
        endpoint: `http://127.0.0.1:${(silent.address() as { port: number }).port}`,
        credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
        maxAttempts: 1,
        requestHandler: { connectionTimeout: 200, requestTimeout: 200, throwOnRequestTimeout: true },
      }),
      'dynamodb',
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { handler } = createEndpointGroup('health', {
        'GET /health': async () => {
          await client.send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'x' } } }));
          return ok({});
        },
      });
      const event = gatewayEvent('GET', '/api/health');
      const answer = (await handler(event, toLambdaContext('health', event.requestContext.requestId))) as {
        statusCode: number;
        body: string;
      };
      expect(answer.statusCode).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({ message: OUTAGE_MESSAGE_READ });
      const lines = logged.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(lines).toContainEqual(
        expect.objectContaining({
          message: 'Dependency unavailable',
          dependency: 'dynamodb',
          reason: 'TimeoutError',
          route: 'GET /api/health',
        }),
      );
      expect(lines.map((line) => line.message)).not.toContain('Function time ran out before the handler finished');
    } finally {
      client.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the time budget', () => {
  it('ends every SDK call, retries included, within the budget, and the budget well before the function timeout', () => {
    expect(worstCaseCallMs(AWS_ATTEMPTS)).toBeLessThanOrEqual(DEPENDENCY_CALL_BUDGET_MS);
    expect(worstCaseCallMs(LOCAL_ATTEMPTS)).toBeLessThanOrEqual(DEPENDENCY_CALL_BUDGET_MS);
    expect(DEPENDENCY_CALL_BUDGET_MS + EARLY_TIMEOUT_MARGIN_MS).toBeLessThan(FUNCTION_TIMEOUT_MS);
  });

  it('makes the request timeout end the attempt (the SDK only warns without throwOnRequestTimeout)', () => {
    expect(sdkClientBudget(undefined)).toEqual({
      maxAttempts: 2,
      retryMode: 'standard',
      requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
    });
    expect(sdkClientBudget('http://127.0.0.1:8000').requestHandler).toMatchObject({
      connectionTimeout: 2_500,
      requestTimeout: 2_500,
      throwOnRequestTimeout: true,
    });
  });
});
