import path from 'node:path';
import { DynamoDBClient, paginateScan } from '@aws-sdk/client-dynamodb';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LambdaHandler } from '#infra/local/gateway/server.ts';
import { API_PREFIX, type RouteDefinition, routeId, routes } from '#shared/routes.ts';
import { createTestAccount, signedInAs, signIn } from '../support/accounts';
import { apiDocument } from '../support/contract';
import { invoke } from '../support/invoke';
import { arbitraryOf, type JsonSchema } from '../support/schema-arbitrary';

/**
 * Generative tests from the API document: for every route, requests built from its schemas and
 * broken on purpose (wrong types, missing fields, oversized strings, bad path parameters, junk
 * query strings, bodies that are not JSON), as an anonymous caller, a User and an Admin. Every
 * answer must be documented (invoke checks it against the document), never a 5xx, never carry an
 * internal detail, and a 4xx must change nothing in the table. CI runs a fixed seed; elsewhere the
 * seed is printed, and FUZZ_SEED=<seed> replays it.
 */
const seed = Number(process.env.FUZZ_SEED ?? (process.env.CI ? 20261123 : Math.floor(Math.random() * 2 ** 31)));
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 3);
if (!process.env.CI) console.info(`contract fuzz: seed ${seed} (replay with FUZZ_SEED=${seed})`);

const components = apiDocument.components.schemas as Record<string, JsonSchema>;
type Operation = {
  parameters?: Array<{ name: string; in: string; schema: JsonSchema; required: boolean }>;
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};
const operationOf = (route: RouteDefinition) =>
  (apiDocument.paths[route.path] as Record<string, Operation>)[route.method.toLowerCase()] as Operation;

/** What no answer may contain: stack frames, AWS error names, the table's and the bucket's names. */
function internalDetails(body: string): string[] {
  const secrets = [process.env.TABLE_NAME, process.env.CONTENT_BUCKET].filter((value): value is string => !!value);
  const patterns = [
    /\n\s+at [\w.<>]+ \(/,
    /\w+Exception\b/,
    /ConditionalCheckFailed|ResourceNotFound|ValidationException|TransactionCanceled/,
    /arn:aws:/,
  ];
  return [
    ...patterns.filter((pattern) => pattern.test(body)).map(String),
    ...secrets.filter((secret) => body.includes(secret)),
  ];
}

const dynamodb = new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: process.env.AWS_REGION });

/** Every item of this test file's own table, in key order. */
async function tableItems(): Promise<Array<Record<string, unknown>>> {
  const items: Array<Record<string, unknown>> = [];
  for await (const page of paginateScan({ client: dynamodb }, { TableName: process.env.TABLE_NAME })) {
    items.push(...(page.Items ?? []));
  }
  const key = (item: Record<string, unknown>) => JSON.stringify([item.pk, item.sk]);
  return items.sort((a, b) => key(a).localeCompare(key(b)));
}

/**
 * A refused request may still count, on purpose: a failed sign-in (401, or 403 once locked) adds
 * to the account's failed attempts on the user item (five in a row lock it), and a contact message
 * refused by the per-IP limit (429) gives back the per-address reservation, leaving that counter at
 * 0 where there was none. Page views and visitor counts are validated before anything is counted,
 * so they get no exemption. Everything else must stay exactly as it was.
 */
function withoutCountersOf(route: RouteDefinition, items: Array<Record<string, unknown>>) {
  return items.flatMap((item) => {
    const entity = (item.__edb_e__ as { S?: string } | undefined)?.S;
    if (routeId(route) === 'POST /auth/login' && entity === 'user') {
      const { failedLoginAttempts: _f, isLockedOut: _l, lockoutEnd: _e, ...rest } = item;
      return [rest];
    }
    if (routeId(route) === 'POST /contact' && entity === 'contactRateCounter') return [];
    return [item];
  });
}

const callers = ['anonymous', 'User', 'Admin'] as const;
type Caller = (typeof callers)[number];
const handlers = new Map<string, LambdaHandler>();
const headersOf = new Map<Caller, Record<string, string>>([['anonymous', {}]]);
/** Accounts whose sessions the logout runs end, one per role. */
const logoutAccount = { User: '', Admin: '' };
/** Real values for path parameters, so some requests reach existing items. */
const known: Record<string, string[]> = {};

async function seedItems(adminHeaders: Record<string, string>) {
  const create = async (group: string, url: string, body: unknown) => {
    const answer = await invoke(handlers.get(group) as LambdaHandler, 'POST', url, { headers: adminHeaders, body });
    if (answer.statusCode !== 201) throw new Error(`Seeding ${url} failed: ${answer.body}`);
    return answer.json as { id: string; slug?: string };
  };
  const topic = await create('blog', '/api/topics', { name: 'Fuzz topic' });
  const tag = await create('blog', '/api/tags', { name: 'Fuzz tag' });
  const category = await create('blog', '/api/categories', { name: 'Fuzz category' });
  const post = await create('blog', '/api/posts', {
    title: 'Fuzz post',
    body: 'Hello',
    status: 'published',
    topicId: topic.id,
    tagIds: [tag.id],
  });
  const item = await create('sitemap', '/api/sitemapitems', { title: 'Fuzz page', url: '/fuzz' });
  const project = await create('projects', '/api/projects', { name: 'Fuzz project', visibility: 0, status: 1 });
  const other = await createTestAccount('User');
  Object.assign(known, {
    id: [topic.id, tag.id, category.id, post.id, item.id, project.id, other.id],
    slug: ['fuzz-topic', 'fuzz-tag', 'fuzz-post', 'fuzz-page'],
    postId: [post.id],
    topicId: [topic.id],
    tagId: [tag.id],
    userId: [other.id],
    email: [other.email],
  });
}

beforeAll(async () => {
  for (const group of new Set(routes.map((route) => route.group))) {
    const module = await import(path.resolve(import.meta.dirname, '../../lambdas', group, 'handler.ts'));
    handlers.set(group, module.handler);
  }
  for (const role of ['User', 'Admin'] as const) {
    headersOf.set(role, (await signedInAs(role)).headers);
    logoutAccount[role] = (await createTestAccount(role)).email;
  }
  await seedItems(headersOf.get('Admin') ?? {});
}, 60_000);

const junkText = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('%00', "' OR 1=1 --", '{id}', 'null', '-1', '😀', '\u0000', '<script>', 'a/b'),
  fc.constant('x'.repeat(3000)),
);

function pathParameter(name: string) {
  return fc.oneof(fc.constantFrom(...(known[name] ?? ['none'])), fc.uuid(), junkText);
}

const badQuery = fc.oneof(
  fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
  fc.record({ limit: fc.constantFrom('abc', '0', '101', '-5', '1e2', '9'.repeat(30), '') }),
  fc.record({ cursor: fc.oneof(junkText, fc.base64String({ maxLength: 200 })) }),
  fc.record({ days: fc.constantFrom('0', '91', 'x', '1.5') }),
);

function queryOf(operation: Operation) {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
  const valid = fc.record(
    Object.fromEntries(parameters.map((parameter) => [parameter.name, arbitraryOf(parameter.schema, components)])),
    { requiredKeys: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  );
  return fc.oneof(valid, badQuery) as fc.Arbitrary<Record<string, unknown>>;
}

const oversized = 'x'.repeat(300_000);
const wrongValue = fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object());

/** A body as sent: JSON text (valid, broken or of the wrong shape) or text that is not JSON. */
function bodyOf(route: RouteDefinition, operation: Operation): fc.Arbitrary<{ text?: string; type?: string }> {
  const json = (value: unknown) => ({ text: JSON.stringify(value) });
  const notJson = fc.record({
    text: fc.constantFrom('{"unclosed": ', 'not json', '<xml/>', ''),
    type: fc.constantFrom('application/json', 'text/plain'),
  });
  const schema = operation.requestBody?.content['application/json'].schema;
  if (!schema) return route.method === 'GET' ? fc.constant({}) : fc.oneof(fc.constant({}), notJson);
  const valid = arbitraryOf(schema, components);
  const broken = valid.chain((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fc.constant(value);
    const keys = Object.keys(value);
    if (keys.length === 0) return fc.constant(value);
    return fc
      .tuple(fc.constantFrom(...keys), wrongValue, fc.constantFrom('drop', 'retype', 'oversize'))
      .map(([key, wrong, how]) => {
        const copy: Record<string, unknown> = { ...value };
        if (how === 'drop') delete copy[key];
        else copy[key] = how === 'retype' ? wrong : oversized;
        return copy;
      });
  });
  return fc.oneof(
    { arbitrary: valid.map(json), weight: 3 },
    { arbitrary: broken.map(json), weight: 3 },
    { arbitrary: fc.oneof(fc.constant([]), fc.integer(), fc.string(), fc.constant(null)).map(json), weight: 1 },
    { arbitrary: notJson, weight: 1 },
    { arbitrary: fc.constant({}), weight: 1 },
  );
}

function requestOf(route: RouteDefinition) {
  const operation = operationOf(route);
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
  return fc.record({
    caller: fc.constantFrom(...callers),
    params: fc.tuple(...names.map(pathParameter)),
    query: operation.parameters?.some((parameter) => parameter.in === 'query')
      ? queryOf(operation)
      : fc.oneof({ arbitrary: fc.constant({}), weight: 3 }, { arbitrary: badQuery, weight: 1 }),
    body: bodyOf(route, operation),
  });
}

describe('every route, fed generated and broken requests', () => {
  it.each(routes)('$method $path: no 5xx, nothing internal, and a 4xx changes nothing', async (route) => {
    const handler = handlers.get(route.group) as LambdaHandler;
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
    await fc.assert(
      fc.asyncProperty(requestOf(route), async ({ caller, params, query, body }) => {
        // `.` and `..` are dot segments: a URL resolves them away before any gateway sees them.
        fc.pre(params.every((value) => value !== '.' && value !== '..'));
        let pathname: string = route.path;
        names.forEach((name, index) => {
          pathname = pathname.replace(`{${name}}`, encodeURIComponent(params[index] as string));
        });
        const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
        const url = `${API_PREFIX}${pathname}${search.size > 0 ? `?${search}` : ''}`;
        // Logging out ends the session: it gets one of its own. Deleting one's account ends the
        // account: every run gets an account of its own.
        const signedIn = caller !== 'anonymous';
        const headers: Record<string, string> =
          route.path === '/auth/logout' && signedIn
            ? { authorization: `Bearer ${(await signIn(logoutAccount[caller])).json.token}` }
            : route.path === '/auth/delete-account' && signedIn
              ? { ...(await signedInAs(caller)).headers }
              : { ...headersOf.get(caller) };
        if (body.type) headers['content-type'] = body.type;

        const before = await tableItems();
        const answer = await invoke(handler, route.method, url, {
          headers,
          ...(body.text !== undefined ? { body: body.text } : {}),
        });
        expect(answer.statusCode, answer.body.slice(0, 300)).toBeLessThan(500);
        expect(internalDetails(answer.body)).toEqual([]);
        if (answer.statusCode >= 400) {
          expect(withoutCountersOf(route, await tableItems())).toEqual(withoutCountersOf(route, before));
        }
      }),
      { seed, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
    );
  });
});
