import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEndpointGroup } from '#lambdas/lib/http/endpoint-group.ts';
import { ok } from '#lambdas/lib/http/response.ts';
import { endpointGroups, routeId, routes } from '#shared/routes.ts';
import { workerFunctions } from '#shared/workers.ts';

const lambdasDir = path.resolve(import.meta.dirname, '../../lambdas');
const groupFolders = readdirSync(lambdasDir, { withFileTypes: true })
  // Worker functions (shared/workers.ts) serve no route: the architecture test checks the folder list with them.
  .filter(
    (entry) =>
      entry.isDirectory() && entry.name !== 'lib' && !(workerFunctions as readonly string[]).includes(entry.name),
  )
  .map((entry) => entry.name)
  .sort();

describe('route table ↔ handlers', () => {
  it('has one handler folder per endpoint group and no folder without routes', () => {
    expect(groupFolders).toEqual([...endpointGroups].sort());
  });

  it.each(groupFolders)('the %s handler serves exactly its routes of the table', async (folder) => {
    const module = await import(path.join(lambdasDir, folder, 'handler.ts'));
    expect(module.group.group).toBe(folder);
    const served = module.group.routes.map(routeId).sort();
    const expected = routes
      .filter((route) => route.group === folder)
      .map(routeId)
      .sort();
    expect(served).toEqual(expected);
  });

  it('refuses to build a group that misses a route of the table', () => {
    expect(() => createEndpointGroup('analytics', { 'GET /visitor/stats': async () => ok({}) } as never)).toThrow(
      'Endpoint group "analytics" has no handler for POST /analytics/pageview',
    );
  });

  it('refuses to build a group that serves a route missing from the table', () => {
    expect(() =>
      createEndpointGroup('health', {
        'GET /health': async () => ok({}),
        'GET /health/deep': async () => ok({}),
      } as never),
    ).toThrow('Endpoint group "health" serves GET /health/deep, which is not in the route table');
  });
});
