import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LambdaHandler } from '#infra/local/gateway/server.ts';
import { EMAIL_NOT_VERIFIED, ROLES_BY_ACCESS } from '#shared/accounts.ts';
import { type AccessLevel, API_PREFIX, type RouteDefinition, routeId, routes } from '#shared/routes.ts';
import { signedInAs, type TestRole } from '../support/accounts';
import { invoke } from '../support/invoke';

/**
 * Every route of the table × anonymous, User, Editor and Admin, generated from the table so that a
 * new route cannot go untested: anonymous callers of signed-in routes get 401, roles below the
 * route's access level 403, everyone else reaches the handler (any other status). A User whose
 * e-mail address is not verified yet gets what a User gets, except on the routes that need a
 * verified address (`verifiedEmail`): 403 with its own message.
 */
const callers = ['anonymous', 'User', 'unverified User', 'Editor', 'Admin'] as const;
type Caller = (typeof callers)[number];

const rolesOf: Record<Exclude<Caller, 'anonymous'>, string[]> = {
  User: ['User'],
  'unverified User': ['User'],
  Editor: ['User', 'Editor'],
  Admin: ['User', 'Admin'],
};

type Expected = 'allowed' | 401 | 403 | 'unverified';

function expectedFor(
  { access, verifiedEmail }: { access: AccessLevel; verifiedEmail?: boolean },
  caller: Caller,
): Expected {
  if (access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  const allowed: readonly string[] = ROLES_BY_ACCESS[access];
  if (!rolesOf[caller].some((role) => allowed.includes(role))) return 403;
  return caller === 'unverified User' && verifiedEmail ? 'unverified' : 'allowed';
}

const messageOf = { 401: 'Authentication required', 403: 'Access denied', unverified: EMAIL_NOT_VERIFIED };

const signedInCaller = async (caller: Exclude<Caller, 'anonymous'>) =>
  caller === 'unverified User' ? signedInAs('User', { emailVerified: false }) : signedInAs(caller as TestRole);

const handlers = new Map<string, LambdaHandler>();
const headersOf = new Map<Caller, Record<string, string>>([['anonymous', {}]]);

beforeAll(async () => {
  for (const group of new Set(routes.map((route) => route.group))) {
    const module = await import(path.resolve(import.meta.dirname, '../../lambdas', group, 'handler.ts'));
    handlers.set(group, module.handler);
  }
  for (const caller of callers)
    if (caller !== 'anonymous') headersOf.set(caller, (await signedInCaller(caller)).headers);
}, 60_000);

const cases = routes.flatMap((route) =>
  callers.map((caller) => ({ route, caller, expected: expectedFor(route, caller) })),
);

it('has routes that need a verified e-mail address: creating documents and projects', () => {
  expect(routes.filter((route: RouteDefinition) => route.verifiedEmail).map(routeId)).toEqual([
    'POST /content/files',
    'POST /projects',
  ]);
});

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
    const endsSession = ['/auth/logout', '/auth/delete-account'].includes(route.path);
    const headers =
      endsSession && caller !== 'anonymous' ? (await signedInCaller(caller)).headers : headersOf.get(caller);
    const answer = await invoke(handler, route.method, url, { headers });
    if (expected === 'allowed') expect([401, 403]).not.toContain(answer.statusCode);
    else {
      expect(answer.statusCode).toBe(expected === 'unverified' ? 403 : expected);
      expect(answer.json.message).toBe(messageOf[expected]);
    }
  });
});
