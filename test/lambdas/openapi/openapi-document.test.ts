import { describe, expect, it } from 'vitest';
import { handler } from '#lambdas/openapi/handler.ts';
import { ROLES_BY_ACCESS } from '#shared/accounts.ts';
import { buildOpenApiDocument } from '#shared/contract/openapi-document.ts';
import { routes } from '#shared/routes.ts';
import { invoke } from '../../support/invoke';

type Operation = {
  'x-access': string;
  'x-roles'?: string[];
  security: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required: boolean }>;
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
};

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI 3.1 document, public and cached for five minutes', async () => {
    const answer = await invoke(handler, 'GET', '/api/openapi.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    expect(answer.json.openapi).toMatch(/^3\.1\.\d+$/);
    expect(answer.json).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument({ version: 'dev' }))));
  });

  it('answers the same document on every request of a cold start', async () => {
    const first = await invoke(handler, 'GET', '/api/openapi.json');
    const second = await invoke(handler, 'GET', '/api/openapi.json');
    expect(second.body).toBe(first.body);
  });
});

describe('the API document', () => {
  const document = buildOpenApiDocument({ version: 'test' });
  const operationOf = (method: string, path: string) =>
    (document.paths[path] as Record<string, Operation> | undefined)?.[method.toLowerCase()];

  it('lists every route of the table, and nothing else', () => {
    const listed = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort());
  });

  it.each(routes)('gives $method $path its access level, security and auth errors', (route) => {
    const operation = operationOf(route.method, route.path);
    expect(operation?.['x-access']).toBe(route.access);
    if (route.access === 'public') {
      // Anyone may call it; a token, when sent, is read (drafts for editors, `owner=me`).
      expect(operation?.security).toEqual([{}, { bearer: [] }]);
      expect(operation?.['x-roles']).toBeUndefined();
    } else {
      expect(operation?.security).toEqual([{ bearer: [] }]);
      expect(operation?.['x-roles']).toEqual([...ROLES_BY_ACCESS[route.access]]);
      expect(operation?.responses['401']).toBeDefined();
      expect(operation?.responses['403']).toBeDefined();
    }
    expect(operation?.responses['500']).toBeDefined();
  });

  it('names every path parameter of a route, required', () => {
    for (const route of routes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const parameters = operationOf(route.method, route.path)?.parameters ?? [];
      expect(parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name)).toEqual(
        names,
      );
      expect(parameters.filter((parameter) => parameter.in === 'path').every((p) => p.required)).toBe(true);
    }
  });

  it('documents request bodies as a client sends them: before trims and transforms', () => {
    const project = document.components.schemas.ProjectRequest as { properties: Record<string, unknown> };
    // repoLinks is a pipe (blank links dropped, then checked): a client sends any list of strings.
    expect(project.properties.repoLinks).toEqual({ type: 'array', items: { type: 'string' } });
    expect(operationOf('POST', '/projects')?.requestBody?.content['application/json']?.schema.$ref).toBe(
      '#/components/schemas/ProjectRequest',
    );
  });

  it('refers to a named schema for every JSON answer, and every reference resolves', () => {
    const text = JSON.stringify(document);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map(([, id]) => id));
    for (const id of refs) expect(document.components.schemas).toHaveProperty(id as string);
    for (const route of routes) {
      for (const answer of Object.values(operationOf(route.method, route.path)?.responses ?? {})) {
        const json = answer.content?.['application/json'];
        if (json) expect(json.schema.$ref).toMatch(/^#\/components\/schemas\//);
      }
    }
  });
});
