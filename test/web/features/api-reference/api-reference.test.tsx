import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '#shared/contract/openapi-document.ts';
import { routes } from '#shared/routes.ts';
import { ApiReference } from '#web/features/api-reference/components/api-reference.tsx';
import {
  type ApiDocument,
  constraintsOf,
  operationsByGroup,
  typeLabel,
} from '#web/features/api-reference/lib/api-document.ts';

const document = JSON.parse(JSON.stringify(buildOpenApiDocument({ version: 'test' }))) as ApiDocument;

describe('the API reference', () => {
  const html = renderToStaticMarkup(createElement(ApiReference, { document }));

  it('lists every route of the table under its endpoint group, with method, path and access', () => {
    const groups = operationsByGroup(document);
    expect(groups.map(({ group }) => group)).toEqual([...new Set(routes.map((route) => route.group))]);
    for (const route of routes) {
      const group = groups.find(({ group: name }) => name === route.group);
      expect(group?.operations.map(({ method, path }) => `${method} ${path}`)).toContain(
        `${route.method} ${route.path}`,
      );
      expect(html).toContain(`<code>/api${route.path}</code>`);
    }
    expect(html).toContain('<h2 id="group-users-title">users</h2>');
    expect(html).toContain('Admins: Admin, SuperAdmin');
  });

  it('shows parameters, the request body and every answer with its schema', () => {
    expect(html).toContain('<code>limit</code> (query, optional)');
    expect(html).toContain('<code>id</code> (path, required)');
    expect(html).toContain('JSON: <a href="#schema-RegisterRequest">RegisterRequest</a>');
    expect(html).toContain('<strong>201</strong> <span>Created</span> — <a href="#schema-UserDetails">UserDetails</a>');
    expect(html).toContain('<strong>401</strong>');
  });

  it('describes every named schema, so each link to one lands on it', () => {
    const targets = new Set([...html.matchAll(/href="#(schema-[^"]+)"/g)].map(([, id]) => id));
    expect(targets.size).toBeGreaterThan(20);
    for (const id of targets) expect(html).toContain(`id="${id}"`);
    expect(html).toContain('<caption class="visually-hidden">Fields of UserDetails</caption>');
  });
});

describe('descriptions in the API reference', () => {
  it('render as markdown: names in backticks as code, in routes, answers and schemas; raw HTML stays text', () => {
    const reference = renderToStaticMarkup(createElement(ApiReference, { document }));
    expect(reference).not.toContain('`');
    expect(reference).toContain('<code>Retry-After</code>');
    const tiny: ApiDocument = {
      openapi: '3.1.0',
      info: { title: 'Tiny', version: '1' },
      paths: {
        '/things': {
          get: {
            operationId: 'listThings',
            tags: ['things'],
            summary: 'The things',
            description: 'Pages with `cursor`; see [the guide](https://example.com/guide).\n\nPublic: anyone.',
            'x-access': 'public',
            responses: { '429': { description: 'Too many: wait `Retry-After` seconds <b>now</b>' } },
          },
        },
      },
      components: { schemas: { Thing: { type: 'object', description: 'A `thing`.', properties: {} } } },
    };
    const tinyHtml = renderToStaticMarkup(createElement(ApiReference, { document: tiny }));
    expect(tinyHtml).toContain(
      '<div><p>Pages with <code>cursor</code>; see <a href="https://example.com/guide" target="_blank" rel="noopener noreferrer">the guide</a>.</p>\n</div>',
    );
    expect(tinyHtml).not.toContain('Public: anyone');
    expect(tinyHtml).toContain(
      '<strong>429</strong> <span>Too many: wait <code>Retry-After</code> seconds &lt;b&gt;now&lt;/b&gt;</span>',
    );
    expect(tinyHtml).toContain('<div><p>A <code>thing</code>.</p>\n</div>');
  });
});

describe('schema labels', () => {
  it('say a type in words', () => {
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/Term' } })).toBe('array of Term');
    expect(typeLabel({ enum: ['draft', 'published'] })).toBe('"draft" | "published"');
    expect(typeLabel({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toBe('string or null');
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string or null');
  });

  it('say the constraints that narrow a value, not the safe-integer bounds every integer has', () => {
    expect(constraintsOf({ type: 'string', minLength: 1, maxLength: 100 })).toEqual(['1–100 characters']);
    expect(constraintsOf({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual([]);
    expect(constraintsOf({ type: 'number', minimum: 0, maximum: 1 })).toEqual(['0 to 1']);
  });
});
