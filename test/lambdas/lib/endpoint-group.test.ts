import { describe, expect, it, vi } from 'vitest';
import { ConflictingWriteError, ItemNotFoundError, RateLimitedError } from '#lambdas/lib/errors.ts';
import { createEndpointGroup, type RouteHandler } from '#lambdas/lib/http/endpoint-group.ts';
import { BadRequestError, ForbiddenError, ServiceUnavailableError } from '#lambdas/lib/http/errors.ts';
import { ok } from '#lambdas/lib/http/response.ts';
import { invoke } from '../../support/invoke';

/** These handlers answer what no real route does, so their answers are not checked against the API document. */
const unchecked = { checkContract: false };

function healthGroupAnswering(handle: RouteHandler) {
  return createEndpointGroup('health', { 'GET /health': handle }).handler;
}

describe('the shared endpoint-group middleware stack', () => {
  it('answers an exposed error as JSON { message, ...details } with its status', async () => {
    const handler = healthGroupAnswering(async () => {
      throw new ForbiddenError('This account has been deleted.', { details: { isDeleted: true } });
    });
    const response = await invoke(handler, 'GET', '/api/health', unchecked);
    expect(response.statusCode).toBe(403);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json).toEqual({ message: 'This account has been deleted.', isDeleted: true });
  });

  it('never lets details override the message', async () => {
    const handler = healthGroupAnswering(async () => {
      throw new BadRequestError('Slug exists', { details: { message: 'something else' } });
    });
    expect((await invoke(handler, 'GET', '/api/health', unchecked)).json.message).toBe('Slug exists');
  });

  it('answers each domain error with its status, message and details, from the one mapping', async () => {
    const cases = [
      [new ItemNotFoundError('Post not found'), 404],
      [new ConflictingWriteError('Slug exists', { details: { field: 'slug' } }), 409],
      [new RateLimitedError('Too many messages', { retryAfterSeconds: 2 }), 429],
    ] as const;
    for (const [error, status] of cases) {
      const response = await invoke(
        healthGroupAnswering(async () => {
          throw error;
        }),
        'GET',
        '/api/health',
        unchecked,
      );
      expect(response.statusCode).toBe(status);
      expect(response.json).toEqual({ ...error.details, message: error.message });
      expect(response.headers['retry-after']).toBe(error.retryAfterSeconds?.toString());
    }
  });

  it("sends an error's headers, such as Retry-After on a 503", async () => {
    const handler = healthGroupAnswering(async () => {
      throw new ServiceUnavailableError('Try again shortly', { headers: { 'retry-after': '5' } });
    });
    const response = await invoke(handler, 'GET', '/api/health', unchecked);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
  });

  it('logs every line of a request with its request id and route', async () => {
    const logged = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { logger } = await import('#lambdas/lib/logger.ts');
    const handler = healthGroupAnswering(async () => {
      logger.info('Inside the route');
      return ok({});
    });
    await invoke(handler, 'GET', '/api/health', unchecked);
    const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0]));
    expect(line).toMatchObject({ message: 'Inside the route', route: 'GET /api/health' });
    expect(typeof line.requestId).toBe('string');
    logged.mockRestore();
    logger.info('Outside a request');
  });

  it('turns an unexpected error into a bare 500 without leaking what went wrong', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const handler = healthGroupAnswering(async () => {
      throw new Error('ResourceNotFoundException: table arn:aws:dynamodb:eu-west-1:123:table/secret');
    });
    const response = await invoke(handler, 'GET', '/api/health', unchecked);
    expect(response.statusCode).toBe(500);
    expect(response.json).toEqual({ message: 'Internal server error' });
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain('arn:aws:dynamodb');
    logged.mockRestore();
  });

  it('adds CORS headers with credentials for an allowed origin only', async () => {
    const handler = healthGroupAnswering(async () => ok({ fine: true }));
    const allowedOrigin = (process.env.CORS_ORIGINS ?? '').split(',')[0] ?? '';
    expect(allowedOrigin).not.toBe('');
    const allowed = await invoke(handler, 'GET', '/api/health', { ...unchecked, headers: { origin: allowedOrigin } });
    expect(allowed.headers['access-control-allow-origin']).toBe(allowedOrigin);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await invoke(handler, 'GET', '/api/health', {
      ...unchecked,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
