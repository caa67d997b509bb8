import { describe, expect, it, vi } from 'vitest';
import { handler } from '#lambdas/health/handler.ts';
import { invoke } from '../../support/invoke';

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

  it('answers 500 unhealthy with an error message, and no internals, when DynamoDB is unreachable', async () => {
    vi.resetModules();
    const original = process.env.DYNAMODB_ENDPOINT;
    process.env.DYNAMODB_ENDPOINT = 'http://127.0.0.1:9';
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const { handler: isolatedHandler } = await import('#lambdas/health/handler.ts');
      const response = await invoke(isolatedHandler, 'GET', '/api/health');
      expect(response.statusCode).toBe(500);
      expect(response.json.status).toBe('unhealthy');
      expect(response.json.error).toBe('Unavailable: dynamodb');
      const dynamodb = response.json.dependencies.find(
        (dependency: { name: string }) => dependency.name === 'dynamodb',
      );
      expect(dynamodb.status).toBe('unhealthy');
      expect(JSON.stringify(response.json)).not.toContain('127.0.0.1');
      expect(JSON.stringify(response.json)).not.toContain('ECONNREFUSED');
    } finally {
      process.env.DYNAMODB_ENDPOINT = original;
      vi.restoreAllMocks();
    }
  });
});
