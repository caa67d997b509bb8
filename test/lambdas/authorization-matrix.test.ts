import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LambdaHandler } from '#infra/local/gateway/server.ts';
import { ROLES_BY_ACCESS } from '#shared/accounts.ts';
import { type AccessLevel, API_PREFIX, routeId, routes } from '#shared/routes.ts';
import { signedInAs, type TestRole } from '../support/accounts';
import { invoke } from '../support/invoke';

/**
 * Every route of the table × anonymous, User, Editor and Admin, generated from the table so that a
 * new route cannot go untested: anonymous callers of signed-in routes get 401, roles below the
 * route's access level 403, everyone else reaches the handler (any other status).
 */
const callers = ['anonymous', 'User', 'Editor', 'Admin'] as const;
type Caller = (typeof callers)[number];

const rolesOf: Record<TestRole, string[]> = { User: ['User'], Editor: ['User', 'Editor'], Admin: ['User', 'Admin'] };

function expectedFor(access: AccessLevel, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  const allowed: readonly string[] = ROLES_BY_ACCESS[access];
  return rolesOf[caller].some((role) => allowed.includes(role)) ? 'allowed' : 403;
}

const handlers = new Map<string, LambdaHandler>();
const headersOf = new Map<Caller, Record<string, string>>([['anonymous', {}]]);

beforeAll(async () => {
  for (const group of new Set(routes.map((route) => route.group))) {
    const module = await import(path.resolve(import.meta.dirname, '../../lambdas', group, 'handler.ts'));
    handlers.set(group, module.handler);
  }
  for (const role of ['User', 'Editor', 'Admin'] as const) headersOf.set(role, (await signedInAs(role)).headers);
}, 60_000);

const cases = routes.flatMap((route) =>
  callers.map((caller) => ({ route, caller, expected: expectedFor(route.access, caller) })),
);

describe('authorization matrix', () => {
  it.each(cases)('$route.method $route.path as $caller → $expected', async ({ route, caller, expected }) => {
    const url =
      API_PREFIX +
      route.path.replace(/\{(\w+)\}/g, (_, name) =>
        name === 'email' ? 'nobody%40example.test' : '00000000-0000-4000-8000-000000000000',
      );
    const handler = handlers.get(route.group);
    if (!handler) throw new Error(`No handler for ${routeId(route)}`);
    // Logging out ends the session and deleting one's account ends the account, so they get their own.
    const endsSession = ['/auth/logout', '/auth/delete-account'].includes(route.path) && caller !== 'anonymous';
    const headers = endsSession ? (await signedInAs(caller)).headers : headersOf.get(caller);
    const answer = await invoke(handler, route.method, url, { headers });
    if (expected === 'allowed') expect([401, 403]).not.toContain(answer.statusCode);
    else {
      expect(answer.statusCode).toBe(expected);
      expect(answer.json.message).toBe(expected === 401 ? 'Authentication required' : 'Access denied');
    }
  });
});
