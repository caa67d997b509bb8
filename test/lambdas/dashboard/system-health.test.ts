import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler } from '#lambdas/dashboard/handler.ts';
import { handler as healthHandler } from '#lambdas/health/handler.ts';
import { s3 } from '#lambdas/lib/aws/s3.ts';
import { dynamodb } from '#lambdas/lib/db/client.ts';
import { forgetDependencyChecks } from '#lambdas/lib/health/dependency-checks.ts';
import { HEALTH_CACHE_CONTROL } from '#shared/constants.ts';
import { signedInAs } from '../../support/accounts';
import { invoke } from '../../support/invoke';

let admin: Awaited<ReturnType<typeof signedInAs>>;
let editor: Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  [admin, editor] = await Promise.all([signedInAs('Admin'), signedInAs('Editor')]);
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetDependencyChecks();
});

describe('GET /api/admin/health', () => {
  it('checks every dependency at each request, even right after the public check, and is never cached', async () => {
    const visitors = await invoke(healthHandler, 'GET', '/api/health');
    expect(visitors.statusCode).toBe(200);
    expect(visitors.headers['cache-control']).toBe(HEALTH_CACHE_CONTROL);

    const tableReads = vi.spyOn(dynamodb, 'send');
    const bucketHeads = vi.spyOn(s3, 'send');
    for (const round of [1, 2]) {
      const answer = await invoke(handler, 'GET', '/api/admin/health', { headers: admin.headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.json.status).toBe('healthy');
      expect(answer.json.dependencies.map((dependency: { name: string }) => dependency.name)).toEqual([
        'dynamodb',
        'content-bucket',
      ]);
      expect(tableReads).toHaveBeenCalledTimes(round);
      expect(bucketHeads).toHaveBeenCalledTimes(round);
    }
  });

  it('is refused to a visitor (401) and to a signed-in user who is not an admin (403)', async () => {
    const tableReads = vi.spyOn(dynamodb, 'send');
    expect((await invoke(handler, 'GET', '/api/admin/health')).statusCode).toBe(401);
    expect((await invoke(handler, 'GET', '/api/admin/health', { headers: editor.headers })).statusCode).toBe(403);
    expect(tableReads.mock.calls.filter(([command]) => command.constructor.name === 'GetItemCommand')).toEqual([]);
  });
});
