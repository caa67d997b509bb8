import * as z from 'zod/mini';
import { ROLES_BY_ACCESS } from '../accounts';
import { IDEMPOTENCY_KEY_HEADER } from '../idempotency';
import { API_PREFIX, endpointGroups, type RouteDefinition, routeId, routes } from '../routes';
import type { RouteContract, TableRouteId } from './route-contract';
import { routeContracts } from './route-contracts';
import { errorAnswer, requestSchemas, responseSchemas } from './schema-registry';

const OPENAPI_VERSION = '3.1.1';
const SCHEMA_PREFIX = '#/components/schemas/';

type JsonSchema = Record<string, unknown>;

const SUCCESS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  301: 'Moved permanently',
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: the message names the first field at fault, `errors` lists every problem',
  401: 'Authentication required: no valid session (or, on sign-in, `Invalid login attempt`)',
  403: 'Access denied: the caller’s role is below the route’s access level, or the action is refused',
  404: 'Not found',
  409:
    'Conflict: taken, or changed by someone else since it was read; on a create, a request with the same ' +
    '`Idempotency-Key` is still in progress',
  415: 'A body that is not JSON (content-type)',
  422: 'A body that is not valid JSON; on a create, an `Idempotency-Key` already used with a different body',
  429: 'Too many requests',
  500: 'Internal server error: nothing internal in the answer',
  502: 'A dependency (mail) failed; the message says what happened',
  503:
    'Temporarily unavailable: a dependency timed out, refused or was throttled. Try again after `Retry-After` seconds; ' +
    'after a change, check whether it was saved first (it may have been applied)',
};

/** Every 503 says when to try again (lambdas/lib/aws/time-budget.ts). */
const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
};

/** The retry key of every create route (`idempotent` in shared/routes.ts). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    'A key of the client’s choosing (e.g. a UUID) that makes a retry safe: a retry with the same key and the same body ' +
    'gets the first answer (same status and body, no second item) for 24 hours; the same key with a different body ' +
    'answers 422, and while the first request is still running 409. Only successful (2xx) answers are kept, so a ' +
    'failed request can be retried with the same key. Keys are scoped to the caller and the route.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
};

/** Errors every route of a kind can answer, whatever its handler does. */
function commonErrors(route: RouteDefinition, contract: RouteContract): number[] {
  const statuses = [500, 503];
  if (route.access !== 'public') statuses.push(401, 403);
  if (contract.body || contract.query) statuses.push(400);
  if (route.method !== 'GET') statuses.push(415, 422);
  // A bad Idempotency-Key (400), a retry while the first request runs (409), a key reused with another body (422).
  if (route.idempotent) statuses.push(400, 409, 422);
  return statuses;
}

const refTo = (schema: z.ZodMiniType, registry: typeof responseSchemas): JsonSchema => {
  const id = registry.get(schema)?.id;
  if (!id) throw new Error('Every schema of an answer or request body must be registered with a component name');
  return { $ref: `${SCHEMA_PREFIX}${id}` };
};

/** `GET /users/{id}` → `getUsersById`. */
function operationId(route: RouteDefinition): string {
  const words = route.path
    .split(/[/.-]/)
    .filter(Boolean)
    .map((part) => {
      const parameter = /^\{(\w+)\}$/.exec(part)?.[1];
      const word = parameter ? `by-${parameter}` : part;
      return word.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
    });
  return `${route.method.toLowerCase()}${words.join('')}`;
}

function withoutSchemaKeys({ $schema: _schema, $id: _id, ...rest }: JsonSchema): JsonSchema {
  return rest;
}

function componentSchemas(): Record<string, JsonSchema> {
  const uri = (id: string) => `${SCHEMA_PREFIX}${id}`;
  const answers = z.toJSONSchema(responseSchemas, { io: 'output', uri, unrepresentable: 'any' }).schemas;
  const requests = z.toJSONSchema(requestSchemas, { io: 'input', uri, unrepresentable: 'any' }).schemas;
  const all: Record<string, JsonSchema> = {};
  for (const [id, schema] of [...Object.entries(answers), ...Object.entries(requests)]) {
    if (id in all) throw new Error(`Two schemas are named ${id}`);
    all[id] = withoutSchemaKeys(schema as JsonSchema);
  }
  return Object.fromEntries(Object.entries(all).sort(([a], [b]) => a.localeCompare(b)));
}

function parameters(route: RouteDefinition, contract: RouteContract): JsonSchema[] {
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string', minLength: 1 },
  }));
  const inHeader = route.idempotent ? [IDEMPOTENCY_KEY_PARAMETER] : [];
  if (!contract.query) return [...inPath, ...inHeader];
  const query = z.toJSONSchema(contract.query, { io: 'input' }) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const inQuery = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: query.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery, ...inHeader];
}

function responses(route: RouteDefinition, contract: RouteContract): Record<string, JsonSchema> {
  const result: Record<string, JsonSchema> = {};
  for (const [status, answer] of Object.entries(contract.responses)) {
    const description = SUCCESS_DESCRIPTIONS[Number(status)] ?? ERROR_DESCRIPTIONS[Number(status)] ?? 'Answer';
    if (answer === 'empty') result[status] = { description };
    else if (answer === 'xml') {
      result[status] = { description, content: { 'application/xml': { schema: { type: 'string' } } } };
    } else {
      result[status] = { description, content: { 'application/json': { schema: refTo(answer, responseSchemas) } } };
    }
  }
  const errors = [...new Set([...commonErrors(route, contract), ...(contract.errors ?? [])])].sort();
  for (const status of errors) {
    result[String(status)] ??= {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: refTo(errorAnswer, responseSchemas) } },
    };
  }
  if (result['503']) result['503'] = { ...result['503'], headers: RETRY_AFTER_HEADER };
  return result;
}

function operation(route: RouteDefinition, contract: RouteContract): JsonSchema {
  const roles = route.access === 'public' ? [] : [...ROLES_BY_ACCESS[route.access]];
  const access =
    route.access === 'public'
      ? 'Public: anyone, signed in or not.'
      : `Access \`${route.access}\`: ${roles.join(', ')}.`;
  const verified = route.verifiedEmail
    ? 'Needs a verified e-mail address: an account whose address is not verified yet gets 403.'
    : undefined;
  const params = parameters(route, contract);
  return {
    operationId: operationId(route),
    tags: [route.group],
    summary: contract.summary,
    description: [contract.description, access, verified].filter(Boolean).join('\n\n'),
    'x-access': route.access,
    ...(route.verifiedEmail ? { 'x-verified-email': true } : {}),
    ...(roles.length > 0 ? { 'x-roles': roles, security: [{ bearer: [] }] } : { security: [{}, { bearer: [] }] }),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(contract.body
      ? {
          requestBody: {
            required: !contract.bodyOptional,
            content: { 'application/json': { schema: refTo(contract.body, requestSchemas) } },
          },
        }
      : {}),
    responses: responses(route, contract),
  };
}

/**
 * The OpenAPI 3.1 document of the API, generated from the route table (shared/routes.ts) and the
 * contract of each route (shared/contract/): nothing in it is written by hand.
 */
export function buildOpenApiDocument(options: { version: string }) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const contract = routeContracts[routeId(route) as TableRouteId];
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route, contract) };
  }
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Portfolio site API',
      version: options.version,
      description:
        'The API of the portfolio, blog and documentation site. Every error answers JSON ' +
        '`{ message, errors?: [{ field, message }], ...details }`. Signed-in routes need `Authorization: Bearer <token>` ' +
        'from `POST /auth/login`; `x-access` names the access level of each route.',
      license: { name: 'All rights reserved', identifier: 'LicenseRef-All-Rights-Reserved' },
    },
    servers: [{ url: API_PREFIX, description: 'This site' }],
    tags: endpointGroups.map((group) => ({
      name: group,
      description: `The ${group} endpoint group (one Lambda function).`,
    })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: componentSchemas(),
    },
  };
}

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;
