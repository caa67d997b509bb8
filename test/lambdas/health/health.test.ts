import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler } from '#lambdas/health/handler.ts';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { HEALTH_CACHE_MS, RETRY_AFTER_SECONDS } from '#lambdas/lib/aws/time-budget.ts';
import { dynamodb } from '#lambdas/lib/db/client.ts';
import { checkDependencies, forgetDependencyChecks } from '#lambdas/lib/health/dependency-checks.ts';
import { invoke } from '../../support/invoke';

afterEach(() => {
  vi.restoreAllMocks();
  forgetDependencyChecks();
});

describe('GET /api/health', () => {
  it('reports healthy with each dependency it checked', async () => {
    const response = await invoke(handler, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json.status).toBe('healthy');
    expect(response.json.dependencies.map((dependency: { name: string }) => dependency.name)).toEqual([
      'dynamodb',
      'content-bucket',
    ]);
    for (const dependency of response.json.dependencies) {
      expect(dependency).toMatchObject({ status: 'healthy' });
      expect(dependency.latencyMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('checks the dependencies once for every request within a few seconds, in flight or done', async () => {
    const tableReads = vi.spyOn(dynamodb, 'send');
    const bucketHeads = vi.spyOn(s3, 'send');
    const concurrent = await Promise.all([
      invoke(handler, 'GET', '/api/health'),
      invoke(handler, 'GET', '/api/health'),
      invoke(handler, 'GET', '/api/health'),
    ]);
    const later = await invoke(handler, 'GET', '/api/health');
    expect([...concurrent, later].map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(tableReads).toHaveBeenCalledTimes(1);
    expect(bucketHeads).toHaveBeenCalledTimes(1);

    // Once the window has passed, the next request checks again.
    await checkDependencies(Date.now() + HEALTH_CACHE_MS);
    expect(tableReads).toHaveBeenCalledTimes(2);
    expect(bucketHeads).toHaveBeenCalledTimes(2);
  });

  it('answers 503 unhealthy with Retry-After, an error message and no internals when DynamoDB is unreachable', async () => {
    vi.resetModules();
    const original = process.env.DYNAMODB_ENDPOINT;
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:9';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { handler: isolatedHandler } = await import('#lambdas/health/handler.ts');
      const response = await invoke(isolatedHandler, 'GET', '/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json.status).toBe('unhealthy');
      expect(response.json.error).toBe('Unavailable: dynamodb');
      const dynamodbCheck = response.json.dependencies.find(
        (dependency: { name: string }) => dependency.name === 'dynamodb',
      );
      expect(dynamodbCheck.status).toBe('unhealthy');
      expect(JSON.stringify(response.json)).not.toContain('127.0.0.1');
      expect(JSON.stringify(response.json)).not.toContain('ECONNREFUSED');
    } finally {
      process.env.DYNAMODB_ENDPOINT = original;
    }
  });
});
